/**
 * /h2h (public): categories as chips, their matches (live first, with the state and start), a chosen match's questions
 * with each answer's money, the stake form, the graph and the players; the player's own stakes. The match's questions,
 * graphs and players are pushed live by the pools room (asked for every few seconds while the push is down); the
 * server decides every figure.
 */
import { useState } from "react";
import { useAtomValue } from "jotai";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { poolsTopic, type h2hCategorySchema, type h2hMatchSchema, type H2hQuestionView } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { fetchResult } from "../../lib/api";
import { isLoggedInAtom } from "../../platform/session";
import { LoadError, SkeletonLines } from "../../shell/Status";
import { useLiveFigures } from "../pools/useLiveFigures";
import { H2H_API, H2H_REFRESH_MS } from "./h2hApi";
import { MyStakes } from "./MyStakes";
import { QuestionCard } from "./QuestionCard";
import { sortMatches } from "./view";
import "./h2h.css";

type Category = z.infer<typeof h2hCategorySchema>;
type Match = z.infer<typeof h2hMatchSchema>;

export function H2hPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [picked, setPicked] = useState<string | undefined>();
  const categories = useSWR<{ docs: Category[] }>(H2H_API.categories, fetchResult, { refreshInterval: H2H_REFRESH_MS * 5 });
  const matches = useSWR<{ docs: Match[] }>(H2H_API.matches(categoryId), fetchResult, { refreshInterval: H2H_REFRESH_MS });
  const list = sortMatches(matches.data?.docs ?? []);
  // The chosen match, or the first listed (a live one if any).
  const matchId = list.find((m) => m._id === picked)?._id ?? list[0]?._id;
  const match = list.find((m) => m._id === matchId);
  const { mutate } = useSWRConfig();
  const live = useLiveFigures<"h2h:questions">(matchId ? poolsTopic.h2hMatch(matchId) : null, ({ matchId: id, docs }) => void mutate(H2H_API.questions(id), { docs }, { revalidate: false }));
  const questions = useSWR<{ docs: H2hQuestionView[] }>(matchId ? H2H_API.questions(matchId) : null, fetchResult, { refreshInterval: live ? 0 : H2H_REFRESH_MS });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="h2h">
      <header>
        <h1 className="h2h-title">{t("h2h.title")}</h1>
        <p className="h2h-hint">{t("h2h.lead")}</p>
        <p className="h2h-hint">{t("h2h.refresh")}</p>
      </header>

      <section className="h2h-how" aria-labelledby="h2h-how">
        <h2 id="h2h-how" className="h2h-section__title">
          {t("h2h.how.title")}
        </h2>
        <ul>
          <li>{t("h2h.how.even")}</li>
          <li>{t("h2h.how.unmatched")}</li>
          <li>{t("h2h.how.win")}</li>
        </ul>
      </section>

      <nav className="h2h-chips" aria-label={t("h2h.categories")}>
        <button type="button" className="h2h-chip" aria-pressed={categoryId === undefined} onClick={() => setCategoryId(undefined)}>
          {t("h2h.all")}
        </button>
        {categories.data?.docs.map((c) => (
          <button key={c._id} type="button" className="h2h-chip" aria-pressed={categoryId === c._id} onClick={() => setCategoryId(c._id)}>
            {c.name}
          </button>
        ))}
      </nav>

      <div className="h2h-layout">
        <section className="h2h-section" aria-labelledby="h2h-matches">
          <h2 id="h2h-matches" className="h2h-section__title">
            {t("h2h.matches")}
          </h2>
          {matches.error && !matches.data ? (
            <LoadError compact onRetry={() => void matches.mutate()} />
          ) : !matches.data ? (
            <SkeletonLines lines={4} />
          ) : list.length === 0 ? (
            <p className="h2h-hint">{t("h2h.noMatches")}</p>
          ) : (
            <ul className="h2h-matches">
              {list.map((m) => (
                <li key={m._id}>
                  <button type="button" className="h2h-match" aria-pressed={m._id === matchId} onClick={() => setPicked(m._id)}>
                    <span className="h2h-match__title">{m.title}</span>
                    <span className={`tag ${m.state === "live" ? "tag--active" : m.state === "finished" ? "tag--expired" : "tag--pending"}`}>{t(`h2h.state.${m.state}`)}</span>
                    <span className="h2h-hint">
                      {m.category} · {t("h2h.startsAt", { at: when.format(new Date(m.startsAt)) })} · {t("h2h.openQuestions", { count: m.openQuestions })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="h2h-section" aria-labelledby="h2h-questions">
          <h2 id="h2h-questions" className="h2h-section__title">
            {match ? match.title : t("h2h.questions")}
          </h2>
          {!matchId ? (
            <p className="h2h-hint">{t("h2h.pickMatch")}</p>
          ) : questions.error && !questions.data ? (
            <LoadError compact onRetry={() => void questions.mutate()} />
          ) : !questions.data ? (
            <SkeletonLines lines={5} />
          ) : questions.data.docs.length === 0 ? (
            <p className="h2h-hint">{t("h2h.noQuestions")}</p>
          ) : (
            questions.data.docs.map((q) => <QuestionCard key={q._id} question={q} />)
          )}
        </section>
      </div>

      {loggedIn && <MyStakes />}
    </div>
  );
}
