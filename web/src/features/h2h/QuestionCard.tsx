/** One question: its state and close, each answer's money, the stake form while open, the graph and the players. */
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { poolsTopic, type H2hQuestionView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { formatCoins } from "../../lib/numbers";
import { useLiveFigures } from "../pools/useLiveFigures";
import { Countdown } from "./Countdown";
import { H2H_API } from "./h2hApi";
import { PlayersList } from "./PlayersList";
import { StakeForm } from "./StakeForm";
import { StakeGraph } from "./StakeGraph";

export function QuestionCard({ question }: { question: H2hQuestionView }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [graphOpen, setGraphOpen] = useState(false);
  const [playersOpen, setPlayersOpen] = useState(false);
  const { mutate } = useSWRConfig();
  // The graph and the players are pushed live while either is open (one watch for both).
  const live = useLiveFigures<"h2h:question">(graphOpen || playersOpen ? poolsTopic.h2hQuestion(question._id) : null, ({ questionId, graph, players }) => {
    void mutate(H2H_API.graph(questionId), graph, { revalidate: false });
    void mutate(H2H_API.players(questionId), { docs: players }, { revalidate: false });
  });
  const coins = (v: number) => formatCoins(v, lang);
  const headingId = `h2h-q-${question._id}`;
  const open = question.status === "open";
  return (
    <article className="h2h-card" aria-labelledby={headingId}>
      <header className="h2h-card__head">
        <h3 id={headingId} className="h2h-card__title">
          {question.text}
        </h3>
        <span className={`tag ${open ? "tag--active" : question.status === "resolved" ? "tag--success" : question.status === "void" ? "tag--expired" : "tag--pending"}`}>
          {t(`h2h.status.${question.status}`)}
        </span>
      </header>
      <p className="h2h-hint">
        {open ? <Countdown at={question.closeAt} /> : t("h2h.closedAt", { at: new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(question.closeAt)) })}
        {" · "}
        {t("h2h.playersCount", { count: question.players })}
        {" · "}
        {t("h2h.commission", { percent: question.commissionPercent })}
      </p>
      <div className="h2h-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("h2h.money.option")}</th>
              <th scope="col">{t("h2h.money.staked")}</th>
              <th scope="col">{t("h2h.money.matched")}</th>
              <th scope="col">{t("h2h.money.waiting")}</th>
            </tr>
          </thead>
          <tbody>
            {question.options.map((o) => (
              <tr key={o.index}>
                <th scope="row">
                  {o.label}
                  {question.winner === o.index && <span className="tag tag--success h2h-winner">{t("h2h.winner")}</span>}
                </th>
                <td>{coins(o.staked)}</td>
                <td>{coins(o.matched)}</td>
                <td>{coins(o.waiting)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <StakeForm question={question} />}
      <details onToggle={(e) => setGraphOpen(e.currentTarget.open)}>
        <summary>{t("h2h.graph.title")}</summary>
        {graphOpen && <StakeGraph questionId={question._id} poll={!live} />}
      </details>
      <details onToggle={(e) => setPlayersOpen(e.currentTarget.open)}>
        <summary>{t("h2h.players.title")}</summary>
        {playersOpen && <PlayersList question={question} poll={!live} />}
      </details>
    </article>
  );
}
