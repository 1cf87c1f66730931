/**
 * /fairness?game=flash&id={handId}: a Flash hand's public record (GET /api/v1/flash/hand/{id}), parsed with the
 * contract's schema, checked here in the browser (verifyFlashHand: the seed against its commitment, the deck and every
 * hand dealt again from the seeds, the actions replayed to the recorded result) and shown: the verdict, the seeds, the
 * hands, the deck and the result. Its own chunk: only a Flash check downloads the rules.
 */
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { flashHandRecordSchema, type FlashHandRecord } from "@arena/contracts";
import { ApiError, fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { currentLanguage } from "../../i18n";
import { Icon } from "../../shell/Icon";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { CardLine } from "../flash/CardLine";
import { signedCoins } from "../flash/result";
import { verifyFlashHand, type FlashVerdict } from "./verifyFlashHand";

export const flashHandPath = (handId: string) => `/api/v1/flash/hand/${encodeURIComponent(handId)}`;

const fetchHand = async (path: string): Promise<FlashHandRecord> => flashHandRecordSchema.parse(await fetchResult<unknown>(path));

export function FlashHandCheck({ handId }: { handId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR(flashHandPath(handId), fetchHand, { revalidateOnFocus: false });
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
        <p className="empty-state__title">{t("flash.fairness.notFound")}</p>
        <p>{t("flash.fairness.notFoundText")}</p>
      </div>
    );
  }
  if (error && !data) return <LoadError onRetry={() => void mutate()} />;
  return data ? <HandCheck record={data} /> : null;
}

const Mark = ({ ok }: { ok: boolean }) => {
  const { t } = useTranslation();
  return (
    <span className={`fair-mark ${ok ? "fair-mark--ok" : "fair-mark--bad"}`}>
      <span aria-hidden="true">{ok ? "✓" : "✗"}</span>
      <span className="visually-hidden">{t(ok ? "flash.fairness.ok" : "flash.fairness.bad")}</span>
    </span>
  );
};

function Verdict({ verdict, record }: { verdict: FlashVerdict; record: FlashHandRecord }) {
  const { t } = useTranslation();
  if (verdict.state === "pending") {
    return (
      <p className="note note--pending fair-verdict" role="status">
        <Icon name="clock" size={22} />
        <span>
          <strong>{t("flash.fairness.pendingTitle")}</strong> {t("flash.fairness.pendingText")}
        </span>
      </p>
    );
  }
  if (verdict.state === "verified") {
    return (
      <p className="note note--success fair-verdict" role="status">
        <Icon name="shield" size={22} />
        <span>
          <strong>{t("flash.fairness.verifiedTitle")}</strong>{" "}
          {t(verdict.replay.state === "void" ? "flash.fairness.verifiedVoid" : "flash.fairness.verifiedText", { count: record.players.length, actions: record.actions.length })}
        </span>
      </p>
    );
  }
  const problems = [
    !verdict.commitmentMatches && t("flash.fairness.hashMismatch"),
    !verdict.deckMatches && t("flash.fairness.deckMismatch"),
    verdict.hands.some((h) => !h.ok) && t("flash.fairness.handMismatch", { count: verdict.hands.filter((h) => !h.ok).length }),
    verdict.replay.state === "refused" && t("flash.fairness.replayRefused", { at: verdict.replay.at + 1, error: verdict.replay.error }),
    verdict.results.some((r) => !r.ok) && t("flash.fairness.resultMismatch"),
  ].filter(Boolean);
  return (
    <p className="note note--danger fair-verdict" role="alert">
      <Icon name="alert" size={22} />
      <span>
        <strong>{t("flash.fairness.failedTitle")}</strong> {problems.join(" ")}
      </span>
    </p>
  );
}

function HandCheck({ record }: { record: FlashHandRecord }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const coins = (n: number) => formatCoins(n, lang);
  const verdict = verifyFlashHand(record);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(lang) : "—");
  const checked = verdict.state === "pending" ? null : verdict;
  return (
    <>
      <Verdict verdict={verdict} record={record} />

      <section className="fair-card" aria-labelledby="flash-fair-seeds">
        <h2 id="flash-fair-seeds" className="fair-card__title">
          {t("flash.fairness.seeds")}
        </h2>
        <dl className="fair-seeds">
          <div>
            <dt>{t("flash.fairness.hand")}</dt>
            <dd className="fair-mono">{record.gameId}</dd>
          </div>
          <div>
            <dt>{t("flash.fairness.status")}</dt>
            <dd>
              {t(`flash.fairness.statuses.${record.status}`)} · {t(`flash.mode.${record.gameType}`)} · {date(record.startedAt)} – {date(record.endedAt)}
            </dd>
          </div>
          <div>
            <dt>{t("flash.fairness.table")}</dt>
            <dd>
              {t("flash.terms.boot", { amount: coins(record.terms.boot), currency: record.currency })} · {t("flash.terms.blindLimit", { count: record.terms.blindLimit })} ·{" "}
              {t("flash.terms.chaalLimit", { amount: coins(record.terms.chaalLimit) })} · {t("flash.terms.potLimit", { amount: coins(record.terms.potLimit) })} ·{" "}
              {t(record.terms.a23 === "lowest" ? "flash.terms.a23Lowest" : "flash.terms.a23Second")}
            </dd>
          </div>
          <div>
            <dt>{t("table.fair.hash")}</dt>
            <dd className="fair-mono">{record.serverSeedHash}</dd>
          </div>
          {checked && (
            <div>
              <dt>{t("flash.fairness.computedHash")}</dt>
              <dd className="fair-mono">
                {checked.computedHash} <Mark ok={checked.commitmentMatches} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t("table.fair.serverSeed")}</dt>
            <dd className="fair-mono">{record.serverSeed ?? t("flash.fairness.secret")}</dd>
          </div>
          <div>
            <dt>{t("table.fair.clientSeed")}</dt>
            <dd className="fair-mono">{record.clientSeed}</dd>
          </div>
          <div>
            <dt>{t("flash.fairness.nonce")}</dt>
            <dd className="fair-mono">{record.nonce}</dd>
          </div>
        </dl>
      </section>

      <section className="fair-card" aria-labelledby="flash-fair-hands">
        <h2 id="flash-fair-hands" className="fair-card__title">
          {t("flash.fairness.hands")}
        </h2>
        {!checked ? (
          <p className="fair-card__empty">{t("flash.fairness.handsLater")}</p>
        ) : (
          // Scrolls sideways on a phone: reachable with the keyboard.
          <div className="fair-rolls__wrap" tabIndex={0} role="region" aria-labelledby="flash-fair-hands">
            <table className="fair-rolls">
              <thead>
                <tr>
                  <th scope="col">{t("flash.fairness.seat")}</th>
                  <th scope="col">{t("flash.fairness.recorded")}</th>
                  <th scope="col">{t("flash.fairness.recomputed")}</th>
                  <th scope="col">{t("flash.fairness.match")}</th>
                </tr>
              </thead>
              <tbody>
                {checked.hands.map((h) => (
                  <tr key={h.seat} className={h.ok ? undefined : "fair-rolls__bad"}>
                    <td>
                      {h.playerName} <span className="fair-mark">({t("flash.seat.label", { seat: h.seat })})</span>
                    </td>
                    <td>
                      <CardLine cards={h.recorded} />
                    </td>
                    <td>
                      <CardLine cards={h.expected} />
                    </td>
                    <td>
                      <Mark ok={h.ok} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {checked && (
          <p>
            {t("flash.fairness.deckLine", { count: checked.deck.length })} <Mark ok={checked.deckMatches} />
            <span className="fair-mono flash-fair__deck"> {checked.deck.join(" ")}</span>
          </p>
        )}
      </section>

      <section className="fair-card" aria-labelledby="flash-fair-result">
        <h2 id="flash-fair-result" className="fair-card__title">
          {t("flash.fairness.result", { count: record.actions.length })}
        </h2>
        {!checked || checked.replay.state === "void" ? (
          <p className="fair-card__empty">{t(checked ? "flash.fairness.replayVoid" : "flash.fairness.handsLater")}</p>
        ) : checked.replay.state === "refused" ? (
          <p className="fair-card__empty">{t("flash.fairness.replayRefused", { at: checked.replay.at + 1, error: checked.replay.error })}</p>
        ) : (
          <div className="fair-rolls__wrap" tabIndex={0} role="region" aria-labelledby="flash-fair-result">
            <table className="fair-rolls">
              <thead>
                <tr>
                  <th scope="col">{t("flash.fairness.seat")}</th>
                  <th scope="col">{t("flash.fairness.winner")}</th>
                  <th scope="col" className="num">
                    {t("flash.fairness.recordedChange")}
                  </th>
                  <th scope="col" className="num">
                    {t("flash.fairness.replayedChange")}
                  </th>
                  <th scope="col">{t("flash.fairness.match")}</th>
                </tr>
              </thead>
              <tbody>
                {checked.results.map((r) => (
                  <tr key={r.seat} className={r.ok ? undefined : "fair-rolls__bad"}>
                    <td>{r.playerName}</td>
                    <td>{t(r.replayedWinner ? "flash.fairness.yes" : "flash.fairness.no")}</td>
                    <td className="num">{signedCoins(r.recordedChange, coins)}</td>
                    <td className="num">{signedCoins(r.replayedChange, coins)}</td>
                    <td>
                      <Mark ok={r.ok} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
