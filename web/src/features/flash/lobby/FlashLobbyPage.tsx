/**
 * /teenpatti and /teenpatti/home: Flash's lobby. The stake tiers with every term shown before anyone sits (boot, blind
 * limit, chaal limit, pot limit, buy-in range) and Quick Play at each; a private table made under a code (or a
 * friend's joined by its code: ?code= from a shared link fills it in); free play with bots in play money; your hands
 * with their fairness checks; your part of the shuffle's seed; the rules.
 */
import { useState } from "react";
import { useSetAtom } from "jotai";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { FLASH_BOOTS, flashTableTerms } from "@arena/contracts";
import { Icon } from "../../../shell/Icon";
import { settingsOpenAtom } from "../../../shell/panels";
import { API, fetchResult } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { currentLanguage } from "../../../i18n";
import { useWalletBalance } from "../../../platform/account";
import { JurisdictionNotice } from "../../jurisdiction/JurisdictionNotice";
import { ClientSeedField } from "../../table/ClientSeedField";
import { codeFrom } from "../../table/roomCode";
import { HandHistory } from "../game/HandHistory";
import { CLIENT_SEED_KEY } from "../realtime";
import { JoinByCode } from "./JoinByCode";
import { FreePlayDialog, PrivateTableDialog, QuickPlayDialog } from "./LobbyDialogs";
import { RulesDialog } from "./RulesDialog";
import { useFlashRequests } from "./useFlashRequests";
import "../../table/game-card.css";
import "./flash-lobby.css";

type Step = { kind: "quick"; boot: number } | { kind: "private" } | { kind: "free" } | { kind: "rules" } | null;

export function FlashLobbyPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [params] = useSearchParams();
  const linkedCode = codeFrom(params.get("code"));
  const openSettings = useSetAtom(settingsOpenAtom);
  const requests = useFlashRequests();
  const { balance, currency } = useWalletBalance();
  const free = useSWR<{ balance?: number | string | null }>(API.wallet("FREE"), fetchResult, { shouldRetryOnError: false });
  const freeBalance = free.data ? Number(free.data.balance ?? 0) : null;
  const [step, setStep] = useState<Step>(null);
  const close = () => setStep(null);
  const coins = (n: number) => formatCoins(n, lang);

  return (
    <section className="flash-lobby" aria-labelledby="flash-lobby-title">
      <header className="flash-lobby__head">
        <div>
          <h1 id="flash-lobby-title" className="flash-lobby__title">
            <Icon name="bolt" size={28} />
            {t("flash.title")}
          </h1>
          <p className="flash-lobby__lead">{t("flash.lobby.lead")}</p>
        </div>
        <div className="flash-lobby__tools" role="group" aria-label={t("flash.lobby.tools")}>
          <button type="button" className="btn btn--ghost" onClick={() => setStep({ kind: "rules" })}>
            <Icon name="question" size={18} />
            {t("flash.rules.button")}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => openSettings(true)}>
            <Icon name="gear" size={18} />
            {t("flash.lobby.settings")}
          </button>
        </div>
      </header>

      <p className={`flash-lobby__balance ${currency === "FREE" ? "flash-lobby__balance--free" : ""}`}>
        <Icon name="wallet" size={18} />
        {balance === null ? t("flash.lobby.balanceLoading") : t("flash.lobby.balance", { amount: coins(balance), currency })}
        {currency === "FREE" && <span className="flash-lobby__free">{t("flash.lobby.freeplayOn")}</span>}
      </p>

      <JurisdictionNotice place="menu" />

      {linkedCode && (
        <section className="game-card flash-lobby__invite" aria-labelledby="flash-invite-title">
          <h2 id="flash-invite-title" className="game-card__title">
            <Icon name="users" size={18} />
            {t("flash.join.invited", { code: linkedCode })}
          </h2>
          <JoinByCode initialCode={linkedCode} onJoin={requests.joinByCode} slow={requests.slow} idPrefix="invite" />
        </section>
      )}

      <section className="flash-lobby__section" aria-labelledby="flash-tiers-title">
        <h2 id="flash-tiers-title" className="flash-lobby__heading">
          {t("flash.lobby.tiers")}
        </h2>
        <p className="flash-lobby__sub">{t("flash.lobby.tiersLead")}</p>
        <ul className="flash-tiers" aria-label={t("flash.lobby.tiersLabel")}>
          {FLASH_BOOTS.map((boot) => {
            const terms = flashTableTerms(boot);
            return (
              <li key={boot} className="flash-tier">
                <h3 className="flash-tier__title">
                  <Icon name="coin" size={20} />
                  {t("flash.lobby.tierTitle", { boot: coins(boot), currency })}
                </h3>
                <dl className="flash-tier__terms">
                  <div>
                    <dt>{t("flash.lobby.terms.boot")}</dt>
                    <dd>{coins(terms.boot)}</dd>
                  </div>
                  <div>
                    <dt>{t("flash.lobby.terms.blindLimit")}</dt>
                    <dd>{t("flash.lobby.terms.blindLimitValue", { count: terms.blindLimit })}</dd>
                  </div>
                  <div>
                    <dt>{t("flash.lobby.terms.chaalLimit")}</dt>
                    <dd>{coins(terms.chaalLimit)}</dd>
                  </div>
                  <div>
                    <dt>{t("flash.lobby.terms.potLimit")}</dt>
                    <dd>{coins(terms.potLimit)}</dd>
                  </div>
                  <div>
                    <dt>{t("flash.lobby.terms.buyIn")}</dt>
                    <dd>{t("flash.lobby.terms.buyInRange", { min: coins(terms.minBuyIn), max: coins(terms.maxBuyIn) })}</dd>
                  </div>
                </dl>
                <button type="button" className="btn btn--primary btn--block" onClick={() => setStep({ kind: "quick", boot })} aria-label={t("flash.lobby.quickLabel", { boot: coins(boot), currency })}>
                  <Icon name="bolt" size={18} />
                  {t("flash.lobby.quick")}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="flash-lobby__ways">
        <section className="game-card flash-way flash-way--private" aria-labelledby="flash-private-title">
          <h2 id="flash-private-title" className="game-card__title">
            <Icon name="lock" size={18} />
            {t("flash.private.title")}
          </h2>
          <p className="flash-way__text">{t("flash.private.lead")}</p>
          <button type="button" className="btn btn--outline btn--block" onClick={() => setStep({ kind: "private" })}>
            <Icon name="plus" size={18} />
            {t("flash.private.create")}
          </button>
          <h3 className="flash-way__sub">{t("flash.join.title")}</h3>
          <JoinByCode initialCode="" onJoin={requests.joinByCode} slow={requests.slow && step === null} idPrefix="lobby" />
        </section>

        <section className="game-card flash-way flash-way--free" aria-labelledby="flash-free-title">
          <h2 id="flash-free-title" className="game-card__title">
            <Icon name="gamepad" size={18} />
            {t("flash.free.title")}
          </h2>
          <p className="flash-way__text">{t("flash.free.text")}</p>
          <p className="flash-way__balance">{freeBalance === null ? t("flash.lobby.balanceLoading") : t("flash.lobby.balance", { amount: coins(freeBalance), currency: "FREE" })}</p>
          <button type="button" className="btn btn--outline btn--block" onClick={() => setStep({ kind: "free" })}>
            <Icon name="gamepad" size={18} />
            {t("flash.free.open")}
          </button>
        </section>
      </div>

      <div className="flash-lobby__more">
        <HandHistory limit={10} />
        <section className="game-card" aria-labelledby="flash-seed-title">
          <h2 id="flash-seed-title" className="game-card__title">
            <Icon name="shield" size={18} />
            {t("flash.clientSeed.title")}
          </h2>
          <ClientSeedField storageKey={CLIENT_SEED_KEY} textKey="flash.clientSeed" />
        </section>
      </div>

      {step?.kind === "quick" && (
        <QuickPlayDialog
          boot={step.boot}
          currency={currency}
          balance={balance}
          slow={requests.slow}
          onPlay={(buyIn) => requests.playQuick(step.boot, buyIn)}
          onClose={close}
        />
      )}
      {step?.kind === "private" && <PrivateTableDialog currency={currency} balance={balance} slow={requests.slow} onCreate={requests.createPrivate} onClose={close} />}
      {step?.kind === "free" && <FreePlayDialog balance={freeBalance} slow={requests.slow} onStart={requests.playFree} onClose={close} />}
      {step?.kind === "rules" && <RulesDialog onClose={close} />}
    </section>
  );
}

