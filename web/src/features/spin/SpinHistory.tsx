/**
 * The player's spins (GET jackpot/history, 20 a page, newest first), each with its proof: the committed hash, the client
 * seed and the nonce, and the server seed once the player has changed their client seed (which reveals it); a revealed
 * spin links to its check on /fairness.
 */
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { SpinHistory as History } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins, formatNumber } from "../../lib/numbers";
import { Icon } from "../../shell/Icon";
import { Pager } from "../../shell/Pager";
import { LoadError } from "../../shell/Status";
import { formatDateTime } from "../coins/money";
import { spinCheckPath } from "../fairness/spinProof";
import { dropWords, prizeWords } from "./prizeWords";
import { SPIN_API } from "./spinApi";

type Entry = History["docs"][number];

export function SpinHistory() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useSWR<History>(SPIN_API.history(page), fetchResult, { keepPreviousData: true });
  const empty = !isLoading && data?.docs.length === 0;

  return (
    <section className="jp-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="jp-section__title">
        {t("spin.history.title")}
      </h2>
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : empty && data.total > 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t("spin.pastEnd")}</p>
          <button type="button" className="btn btn--ghost" onClick={() => setPage(1)}>
            {t("spin.firstPage")}
          </button>
        </div>
      ) : empty ? (
        <div className="empty-state">
          <span className="empty-state__icon">
            <Icon name="wheel" size={26} />
          </span>
          <p className="empty-state__title">{t("spin.history.empty")}</p>
          <p>{t("spin.history.emptyText")}</p>
        </div>
      ) : (
        <HistoryTable entries={data?.docs} loading={isLoading && !data} busy={isValidating} lang={lang} />
      )}
      {data && data.total > 0 && <Pager page={page} pages={data.pages} label={t("spin.history.pages")} onPage={setPage} />}
      {data && data.total > 0 && <p className="jp-section__count">{t("spin.history.total", { count: data.total, total: formatNumber(data.total, lang) })}</p>}
    </section>
  );
}

function HistoryTable({ entries, loading, busy, lang }: { entries: Entry[] | undefined; loading: boolean; busy: boolean; lang: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const col = {
    date: t("spin.history.date"),
    kind: t("spin.history.kind"),
    result: t("spin.history.result"),
    stake: t("spin.history.stake"),
    won: t("spin.history.won"),
    proof: t("spin.history.proof"),
  };
  const coins = (n: number) => formatCoins(n, lang);
  return (
    <div className="data-table__wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={loading || busy}>
      <table className="data-table jp-history">
        <caption id={captionId} className="visually-hidden">
          {t("spin.history.caption")}
        </caption>
        <thead>
          <tr>
            {Object.entries(col).map(([key, header]) => (
              <th key={key} scope="col" className={key === "stake" || key === "won" ? "num" : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading || !entries
            ? Array.from({ length: 3 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {Object.keys(col).map((key) => (
                    <td key={key} data-label="">
                      <span className="skeleton skeleton--line" />
                    </td>
                  ))}
                </tr>
              ))
            : entries.map((entry) => (
                <tr key={entry._id}>
                  <td data-label={col.date} className="data-table__lead">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
                  </td>
                  <td data-label={col.kind}>
                    <span className={`tag ${entry.kind === "free" ? "jp-tag--free" : ""}`}>{t(`spin.kind.${entry.kind}`)}</span>
                  </td>
                  <td data-label={col.result}>
                    <span className="jp-history__result">
                      {prizeWords(t, entry.prize, lang)}
                      <span className="data-table__sub">{t("spin.result.segmentOf", { segment: entry.segment, count: entry.segments })}</span>
                      {entry.dropped && <span className="data-table__sub">{dropWords(t, entry.dropped)}</span>}
                    </span>
                  </td>
                  <td data-label={col.stake} className="num">
                    {coins(entry.stake)}
                  </td>
                  <td data-label={col.won} className="num">
                    <span className={entry.coins + entry.jackpot > 0 ? "jp-amount--won" : undefined}>{coins(entry.coins + entry.jackpot)}</span>
                  </td>
                  <td data-label={col.proof}>
                    <Proof entry={entry} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function Proof({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const { proof } = entry;
  return (
    <details className="jp-proof jp-proof--row">
      <summary>{t(proof.serverSeed ? "spin.proof.showRevealed" : "spin.proof.show", { nonce: proof.nonce })}</summary>
      <dl className="jp-proof__list">
        <div>
          <dt>{t("spin.proof.hash")}</dt>
          <dd className="jp-mono">{proof.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t("spin.proof.clientSeed")}</dt>
          <dd className="jp-mono">{proof.clientSeed}</dd>
        </div>
        <div>
          <dt>{t("spin.proof.nonce")}</dt>
          <dd className="jp-mono">{proof.nonce}</dd>
        </div>
        <div>
          <dt>{t("spin.proof.serverSeed")}</dt>
          <dd className="jp-mono">{proof.serverSeed ?? t("spin.proof.secret")}</dd>
        </div>
      </dl>
      {proof.serverSeed ? (
        <Link
          className="btn btn--outline jp-proof__check"
          to={spinCheckPath({ serverSeed: proof.serverSeed, serverSeedHash: proof.serverSeedHash, clientSeed: proof.clientSeed, nonce: proof.nonce, segments: entry.segments, segment: entry.segment })}
        >
          <Icon name="shield" size={16} />
          {t("spin.proof.check")}
        </Link>
      ) : (
        <p className="jp-proof__note">{t("spin.proof.sealed")}</p>
      )}
    </details>
  );
}
