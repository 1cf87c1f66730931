/**
 * /black-jack (public, the Black Jack layout). A visitor reads the published rules and the RTP, finds the leaderboard
 * and is asked to log in; a player sits at their own table (TableScreen, its own chunk with the canvas and the realtime
 * client: a visitor never downloads them).
 */
import { Suspense, lazy, useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isLoggedInAtom } from "../../platform/session";
import { Icon } from "../../shell/Icon";
import { authPanelOpenAtom } from "../../shell/panels";
import { PageLoader } from "../../shell/Status";
import { useBetList } from "./api";
import { RulesPanel } from "./RulesPanel";
import "./blackjack.css";

const TablePage = lazy(() => import("./game/TablePage").then((m) => ({ default: m.TablePage })));

export function BlackjackPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return <VisitorPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <TablePage />
    </Suspense>
  );
}

function VisitorPage() {
  const { t } = useTranslation();
  const openAuth = useSetAtom(authPanelOpenAtom);
  const rules = useBetList();
  const [open, setOpen] = useState(true);
  return (
    <div className="bj-page bj-page--visitor">
      <header className="bj-page__head">
        <h1 className="bj-page__title">{t("blackjack.title")}</h1>
        <p className="bj-page__lead">{t("blackjack.visitor.lead")}</p>
      </header>
      <RulesPanel rules={rules.data} error={rules.error} onRetry={() => void rules.mutate()} open={open} onToggle={setOpen} />
      <section className="bj-card bj-visitor" aria-labelledby="bj-visitor-title">
        <h2 id="bj-visitor-title" className="bj-card__title">
          {t("blackjack.visitor.playTitle")}
        </h2>
        <p>{t("blackjack.visitor.playText")}</p>
        <div className="bj-visitor__actions">
          <button type="button" className="btn btn--primary btn--large" onClick={() => openAuth(true)}>
            <Icon name="user" size={18} />
            {t("blackjack.visitor.login")}
          </button>
          <Link to="/blackjack-leaderboard" className="btn btn--outline btn--large">
            <Icon name="trophy" size={18} />
            {t("blackjack.leaderboardLink")}
          </Link>
          <Link to="/fairness?game=blackjack" className="btn btn--ghost btn--large">
            <Icon name="shield" size={18} />
            {t("blackjack.visitor.fairness")}
          </Link>
        </div>
      </section>
    </div>
  );
}
