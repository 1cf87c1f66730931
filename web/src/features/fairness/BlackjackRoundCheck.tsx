/**
 * /fairness?game=blackjack&id={gameId}: a Black Jack round's public record (GET /api/v1/blackjack/round/{id}), parsed
 * with the contract's schema, checked here in the browser (verifyBlackjackRound: the seed against its commitment, the
 * shoe dealt again from the seeds, the bet and every move replayed through the rules to the recorded result) and
 * shown: the verdict, the seeds, the cards dealt and each line recorded beside its replay. Its own chunk: only a Black
 * Jack check downloads the rules.
 */
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import type { BlackjackRoundRecord } from "@arena/contracts";
import { ApiError } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { BLACKJACK_API, fetchRound } from "../blackjack/api";
import { cardsInWords, cardsShort } from "../blackjack/cards";
import { verifyBlackjackRound, type BlackjackVerdict, type CheckedLine } from "./verifyBlackjackRound";

export function BlackjackRoundCheck({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR(BLACKJACK_API.round(gameId), fetchRound, { revalidateOnFocus: false });
  const missing = error instanceof ApiError && (error.responseCode === 404 || error.responseCode === 400);
  if (isLoading && !data) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t("status.loading")}</span>
        <SkeletonLines lines={6} />
      </div>
    );
  }
  if (error && !data && missing) {
    return (
      <div className="empty-state" role="alert">
        <span className="empty-state__icon">
          <Icon name="search" size={26} />
        </span>
        <p className="empty-state__title">{t("blackjack.fairness.notFound")}</p>
        <p>{t("blackjack.fairness.notFoundText")}</p>
      </div>
    );
  }
  if (error && !data) return <LoadError onRetry={() => void mutate()} />;
  return data ? <RoundCheck record={data} /> : null;
}

const Mark = ({ ok }: { ok: boolean }) => {
  const { t } = useTranslation();
  return (
    <span className={`fair-mark ${ok ? "fair-mark--ok" : "fair-mark--bad"}`}>
      <span aria-hidden="true">{ok ? "✓" : "✗"}</span>
      <span className="visually-hidden">{t(ok ? "blackjack.fairness.ok" : "blackjack.fairness.bad")}</span>
    </span>
  );
};

function Verdict({ verdict, record }: { verdict: BlackjackVerdict; record: BlackjackRoundRecord }) {
  const { t } = useTranslation();
  if (verdict.state === "pending") {
    return (
      <p className="note note--pending fair-verdict" role="status">
        <Icon name="clock" size={22} />
        <span>
          <strong>{t("blackjack.fairness.pendingTitle")}</strong> {t("blackjack.fairness.pendingText")}
        </span>
      </p>
    );
  }
  if (verdict.state === "verified") {
    return (
      <p className="note note--success fair-verdict" role="status">
        <Icon name="shield" size={22} />
        <span>
          <strong>{t("blackjack.fairness.verifiedTitle")}</strong>{" "}
          {verdict.replay.state === "void" ? t("blackjack.fairness.verifiedVoid") : t("blackjack.fairness.verifiedText", { count: record.actions.length })}
        </span>
      </p>
    );
  }
  const wrong = verdict.lines.filter((l) => !l.ok).length;
  const problems = [
    !verdict.commitmentMatches && t("blackjack.fairness.hashMismatch"),
    verdict.replay.state === "refused" && t("blackjack.fairness.replayRefused", { at: verdict.replay.at + 1, error: verdict.replay.error }),
    wrong > 0 && t("blackjack.fairness.lineMismatch", { count: wrong }),
  ].filter(Boolean);
  return (
    <p className="note note--danger fair-verdict" role="alert">
      <Icon name="alert" size={22} />
      <span>
        <strong>{t("blackjack.fairness.failedTitle")}</strong> {problems.join(" ")}
      </span>
    </p>
  );
}

function RoundCheck({ record }: { record: BlackjackRoundRecord }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  const verdict = verifyBlackjackRound(record);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(lang) : "—");
  const checked = verdict.state === "pending" ? null : verdict;

  const lineName = (line: CheckedLine) => t(`blackjack.fairness.lines.${line.kind}`, { n: line.index + 1 });
  const side = (line: CheckedLine, which: "recorded" | "replayed") => {
    const s = line[which];
    if (!s) return "—";
    if (line.kind === "insurance" || line.kind === "totals") return t("blackjack.fairness.amounts", { staked: coins(s.staked), paid: coins(s.paid) });
    const outcome = s.outcome === "bust" ? t("blackjack.total.bust", { total: s.total }) : s.outcome ? t(`blackjack.outcome.${s.outcome}`) : "";
    return (
      <>
        <span aria-hidden="true" className="fair-mono">
          {cardsShort(s.cards)}
        </span>
        <span className="visually-hidden">{cardsInWords(s.cards, t)}</span> · {s.total}
        {outcome && ` · ${outcome}`}
        {line.kind === "hand" && ` · ${t("blackjack.fairness.amounts", { staked: coins(s.staked), paid: coins(s.paid) })}`}
      </>
    );
  };

  return (
    <>
      <Verdict verdict={verdict} record={record} />

      <section className="fair-card" aria-labelledby="bj-fair-seeds">
        <h2 id="bj-fair-seeds" className="fair-card__title">
          {t("blackjack.fairness.seeds")}
        </h2>
        <dl className="fair-seeds">
          <div>
            <dt>{t("blackjack.fairness.round")}</dt>
            <dd className="fair-mono">{record.gameId}</dd>
          </div>
          <div>
            <dt>{t("blackjack.fairness.status")}</dt>
            <dd>
              {t(`blackjack.fairness.statuses.${record.status}`)} · {date(record.startedAt)} – {date(record.endedAt)}
            </dd>
          </div>
          <div>
            <dt>{t("blackjack.fairness.player")}</dt>
            <dd>{record.playerName}</dd>
          </div>
          <div>
            <dt>{t("blackjack.fairness.bet")}</dt>
            <dd>{record.status === "active" ? "—" : `${coins(record.bet)} COIN`}</dd>
          </div>
          <div>
            <dt>{t("blackjack.fairness.moves")}</dt>
            <dd>
              {record.actions.length > 0 ? record.actions.map((a) => t(`blackjack.moves.${a}`)).join(" → ") : t("blackjack.fairness.movesNone")}
              {record.playedOut && ` (${t("blackjack.fairness.playedOut")})`}
            </dd>
          </div>
          <div>
            <dt>{t("table.fair.hash")}</dt>
            <dd className="fair-mono">{record.serverSeedHash}</dd>
          </div>
          {checked && (
            <div>
              <dt>{t("blackjack.fairness.computedHash")}</dt>
              <dd className="fair-mono">
                {checked.computedHash} <Mark ok={checked.commitmentMatches} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t("table.fair.serverSeed")}</dt>
            <dd className="fair-mono">{record.serverSeed ?? t("blackjack.fairness.secret")}</dd>
          </div>
          <div>
            <dt>{t("table.fair.clientSeed")}</dt>
            <dd className="fair-mono">{record.clientSeed}</dd>
          </div>
        </dl>
      </section>

      <section className="fair-card" aria-labelledby="bj-fair-lines">
        <h2 id="bj-fair-lines" className="fair-card__title">
          {t("blackjack.fairness.comparison")}
        </h2>
        {!checked || checked.replay.state === "void" ? (
          <p className="fair-card__empty">{checked ? t("blackjack.fairness.verifiedVoid") : t("blackjack.fairness.later")}</p>
        ) : (
          <>
            {checked.dealt.length > 0 && (
              <p>
                {t("blackjack.fairness.dealt", { count: checked.dealt.length })}{" "}
                <span className="fair-mono" aria-hidden="true">
                  {cardsShort(checked.dealt)}
                </span>
                <span className="visually-hidden">{cardsInWords(checked.dealt, t)}</span>
              </p>
            )}
            {checked.replay.state === "refused" && (
              <p className="fair-card__empty">{t("blackjack.fairness.replayRefused", { at: checked.replay.at + 1, error: checked.replay.error })}</p>
            )}
            <div className="fair-rolls__wrap" tabIndex={0} role="region" aria-labelledby="bj-fair-lines">
              <table className="fair-rolls">
                <thead>
                  <tr>
                    <th scope="col">{t("blackjack.fairness.line")}</th>
                    <th scope="col">{t("blackjack.fairness.recorded")}</th>
                    <th scope="col">{t("blackjack.fairness.replayed")}</th>
                    <th scope="col">{t("blackjack.fairness.match")}</th>
                  </tr>
                </thead>
                <tbody>
                  {checked.lines.map((line) => (
                    <tr key={`${line.kind}-${line.index}`} className={line.ok ? undefined : "fair-rolls__bad"}>
                      <th scope="row">{lineName(line)}</th>
                      <td>{side(line, "recorded")}</td>
                      <td>{side(line, "replayed")}</td>
                      <td>
                        <Mark ok={line.ok} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
