/** The player's stakes (GET h2h/bets): the part matched at the close and what came back once settled. */
import { useEffect, useRef } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { h2hMyStakeSchema } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult, isWalletKey } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { H2H_API, H2H_REFRESH_MS } from "./h2hApi";

type Stakes = { docs: z.infer<typeof h2hMyStakeSchema>[] };

export function MyStakes() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const stakes = useSWR<Stakes>(H2H_API.myStakes, fetchResult, { refreshInterval: H2H_REFRESH_MS });
  // A close or a settlement moves coins back: the top bar's balance is asked for again when a stake's figures change.
  const { mutate } = useSWRConfig();
  const settled = stakes.data?.docs.map((s) => `${s._id}:${s.status}:${s.matched}:${s.returned}`).join("|");
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (settled === undefined) return;
    if (seen.current !== undefined && seen.current !== settled) void mutate(isWalletKey);
    seen.current = settled;
  }, [settled, mutate]);
  const later = (v: number | null) => (v === null ? t("h2h.mine.pending") : formatCoins(v, lang));
  return (
    <section className="h2h-section" aria-labelledby="h2h-mine">
      <h2 id="h2h-mine" className="h2h-section__title">
        {t("h2h.mine.title")}
      </h2>
      {stakes.error && !stakes.data ? (
        <LoadError compact onRetry={() => void stakes.mutate()} />
      ) : !stakes.data ? (
        <SkeletonLines lines={3} />
      ) : stakes.data.docs.length === 0 ? (
        <p className="h2h-hint">{t("h2h.mine.empty")}</p>
      ) : (
        <div className="h2h-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("h2h.mine.question")}</th>
                <th scope="col">{t("h2h.mine.option")}</th>
                <th scope="col">{t("h2h.mine.amount")}</th>
                <th scope="col">{t("h2h.mine.matched")}</th>
                <th scope="col">{t("h2h.mine.returned")}</th>
                <th scope="col">{t("h2h.mine.status")}</th>
              </tr>
            </thead>
            <tbody>
              {stakes.data.docs.map((s) => (
                <tr key={s._id}>
                  <td>{s.question}</td>
                  <td>{s.optionLabel}</td>
                  <td>{formatCoins(s.amount, lang)}</td>
                  <td>{later(s.matched)}</td>
                  <td>{later(s.returned)}</td>
                  <td>{t(`h2h.status.${s.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
