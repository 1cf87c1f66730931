/**
 * /question-management: a match's questions (GET h2h/questions) with their status and money, and the answer of a closed
 * one (POST admin/h2h/questions/:id/resolve: an option, or null to void it). A large pool waits for a second admin:
 * the server answers "pending" with its message, shown as it is.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { H2hQuestionView, h2hMatchSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult, request } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { ConfirmActionDialog } from "../../admin/ActionDialogs";
import { H2H_API, H2H_REFRESH_MS } from "../h2hApi";
import { sortMatches } from "../view";
import "../../admin/admin.css";
import "../h2h.css";
import "./admin-forms.css";

type Match = z.infer<typeof h2hMatchSchema>;
/** An answer about to be sent: the winning option's index, or null to void. */
type Answer = { question: H2hQuestionView; winner: number | null };

export function QuestionsPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const matches = useSWR<{ docs: Match[] }>(H2H_API.matches(), fetchResult, { refreshInterval: H2H_REFRESH_MS });
  const list = sortMatches(matches.data?.docs ?? []);
  const [picked, setPicked] = useState("");
  const matchId = picked || list[0]?._id;
  const questions = useSWR<{ docs: H2hQuestionView[] }>(matchId ? H2H_API.questions(matchId) : null, fetchResult, { refreshInterval: H2H_REFRESH_MS });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const coins = (v: number) => formatCoins(v, lang);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const answerable = (q: H2hQuestionView) => q.status === "closed" || q.status === "pending";

  return (
    <div className="h2h">
      <header className="h2h-card__head">
        <h1 className="h2h-title">{t("h2h.admin.questions")}</h1>
        <Link className="btn btn--primary" to="/add-question">
          {t("h2h.admin.addQuestion")}
        </Link>
      </header>
      {matches.error && !matches.data ? (
        <LoadError onRetry={() => void matches.mutate()} />
      ) : !matches.data ? (
        <SkeletonLines lines={4} />
      ) : list.length === 0 ? (
        <p className="h2h-hint">{t("h2h.noMatches")}</p>
      ) : (
        <div className="field h2h-form">
          <label className="field__label" htmlFor="h2h-q-match">{t("h2h.admin.match")}</label>
          <select className="field__control" id="h2h-q-match" value={matchId} onChange={(e) => setPicked(e.target.value)}>
            {list.map((m) => (
              <option key={m._id} value={m._id}>
                {m.title} ({t(`h2h.state.${m.state}`)})
              </option>
            ))}
          </select>
        </div>
      )}
      {matchId &&
        (questions.error && !questions.data ? (
          <LoadError compact onRetry={() => void questions.mutate()} />
        ) : !questions.data ? (
          <SkeletonLines lines={4} />
        ) : questions.data.docs.length === 0 ? (
          <p className="h2h-hint">{t("h2h.noQuestions")}</p>
        ) : (
          questions.data.docs.map((q) => (
            <article key={q._id} className="h2h-card" aria-labelledby={`h2h-aq-${q._id}`}>
              <header className="h2h-card__head">
                <h2 id={`h2h-aq-${q._id}`} className="h2h-card__title">
                  {q.text}
                </h2>
                <span className={`tag ${q.status === "pending" ? "tag--pending" : q.status === "resolved" ? "tag--success" : q.status === "open" ? "tag--active" : "tag--expired"}`}>
                  {t(`h2h.status.${q.status}`)}
                </span>
              </header>
              <p className="h2h-hint">
                {t("h2h.admin.closeAt")}: {when.format(new Date(q.closeAt))} · {t("h2h.playersCount", { count: q.players })}
              </p>
              <div className="h2h-scroll">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("h2h.money.option")}</th>
                      <th scope="col">{t("h2h.money.staked")}</th>
                      <th scope="col">{t("h2h.money.matched")}</th>
                      <th scope="col">{t("h2h.money.waiting")}</th>
                      <th scope="col">{t("h2h.admin.answer")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.options.map((o) => (
                      <tr key={o.index}>
                        <th scope="row">
                          {o.label}
                          {q.winner === o.index && <span className="tag tag--success h2h-winner">{t("h2h.winner")}</span>}
                        </th>
                        <td>{coins(o.staked)}</td>
                        <td>{coins(o.matched)}</td>
                        <td>{coins(o.waiting)}</td>
                        <td>
                          {answerable(q) && (
                            <button type="button" className="btn btn--outline" onClick={() => setAnswer({ question: q, winner: o.index })}>
                              {t("h2h.admin.resolveAs", { option: o.label })}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {answerable(q) && (
                <div>
                  <button type="button" className="btn btn--danger-soft" onClick={() => setAnswer({ question: q, winner: null })}>
                    {t("h2h.admin.void")}
                  </button>
                </div>
              )}
            </article>
          ))
        ))}
      {answer && (
        <ConfirmActionDialog
          title={answer.winner === null ? t("h2h.admin.voidTitle") : t("h2h.admin.resolveTitle")}
          question={
            answer.winner === null
              ? t("h2h.admin.voidQuestion", { question: answer.question.text })
              : t("h2h.admin.resolveQuestion", { question: answer.question.text, option: answer.question.options.find((o) => o.index === answer.winner)?.label ?? "" })
          }
          confirm={answer.winner === null ? t("h2h.admin.void") : t("h2h.admin.resolve")}
          tone={answer.winner === null ? "danger" : "primary"}
          send={() => request(`/api/v1/admin/h2h/questions/${encodeURIComponent(answer.question._id)}/resolve`, { method: "POST", body: { winner: answer.winner } })}
          done={(a) => a.responseMessage}
          onClose={() => setAnswer(null)}
          onDone={() => void questions.mutate()}
        />
      )}
    </div>
  );
}
