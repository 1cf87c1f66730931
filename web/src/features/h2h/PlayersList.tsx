/** Who backed which answer and how much (GET h2h/players, pushed live; polled when `poll`), matched once closed. */
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { h2hPlayersSchema, H2hQuestionView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { formatCoins } from "../../lib/numbers";
import { SkeletonLines } from "../../shell/Status";
import { H2H_API, H2H_REFRESH_MS } from "./h2hApi";

type Players = z.infer<typeof h2hPlayersSchema>;

export function PlayersList({ question, poll }: { question: H2hQuestionView; poll: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const players = useSWR<Players>(H2H_API.players(question._id), fetchResult, { refreshInterval: poll ? H2H_REFRESH_MS : 0 });
  if (!players.data) return <SkeletonLines lines={3} />;
  if (players.data.docs.length === 0) return <p className="h2h-hint">{t("h2h.players.empty")}</p>;
  const label = (i: number) => question.options.find((o) => o.index === i)?.label ?? String(i);
  return (
    <div className="h2h-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("h2h.players.user")}</th>
            <th scope="col">{t("h2h.players.option")}</th>
            <th scope="col">{t("h2h.players.amount")}</th>
            <th scope="col">{t("h2h.players.matched")}</th>
          </tr>
        </thead>
        <tbody>
          {players.data.docs.map((p, i) => (
            <tr key={i}>
              <td>{p.userName}</td>
              <td>{label(p.option)}</td>
              <td>{formatCoins(p.amount, lang)}</td>
              <td>{p.matched === null ? "—" : formatCoins(p.matched, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
