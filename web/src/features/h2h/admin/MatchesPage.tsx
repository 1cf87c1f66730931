/**
 * /h2h-management: every match (GET h2h/matchList), live first, with buttons setting its state (POST
 * h2h/matches/:id/state), and the form adding one to a category (POST h2h/matches, checked by h2hMatchInputSchema).
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { h2hMatchInputSchema, messages, type h2hCategorySchema, type h2hMatchSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { fetchResult, request } from "../../../lib/api";
import { formResolver } from "../../../lib/forms";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { H2H_API, H2H_REFRESH_MS } from "../h2hApi";
import { sortMatches } from "../view";
import { localToIso } from "./times";
import "../h2h.css";
import "./admin-forms.css";

type Category = z.infer<typeof h2hCategorySchema>;
type Match = z.infer<typeof h2hMatchSchema>;
type MatchState = Match["state"];
const STATES: MatchState[] = ["upcoming", "live", "finished"];

interface MatchValues {
  categoryId: string;
  title: string;
  startsAt: string;
}
type MatchInput = z.output<typeof h2hMatchInputSchema>;
const resolver = formResolver<MatchValues, typeof h2hMatchInputSchema>(h2hMatchInputSchema, (v) => ({ ...v, startsAt: localToIso(v.startsAt) }));

export function MatchesPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const matches = useSWR<{ docs: Match[] }>(H2H_API.matches(), fetchResult, { refreshInterval: H2H_REFRESH_MS });
  const categories = useSWR<{ docs: Category[] }>(H2H_API.categories, fetchResult);
  const [busy, setBusy] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const { register, handleSubmit, formState, setError, reset } = useForm<MatchValues, unknown, MatchInput>({
    resolver,
    defaultValues: { categoryId: "", title: "", startsAt: "" },
  });

  const setState = async (match: Match, state: MatchState) => {
    setBusy(match._id);
    const answer = await request(`/api/v1/h2h/matches/${encodeURIComponent(match._id)}/state`, { method: "POST", body: { state } });
    setBusy(null);
    if (answer.responseCode === 200) toast.success(t("h2h.admin.stateSet", { title: match.title, state: t(`h2h.state.${state}`) }));
    else toast.error(answer.responseMessage || messages.somethingWentWrong);
    void matches.mutate();
  };
  const add = async (values: MatchInput) => {
    const answer = await request("/api/v1/h2h/matches", { method: "POST", body: values });
    if (answer.responseCode !== 200) {
      setError("root", { message: answer.responseMessage || messages.somethingWentWrong });
      return;
    }
    toast.success(answer.responseMessage);
    reset({ categoryId: values.categoryId, title: "", startsAt: "" });
    void matches.mutate();
  };
  const error = formState.errors.categoryId?.message ?? formState.errors.title?.message ?? formState.errors.startsAt?.message ?? formState.errors.root?.message;

  return (
    <div className="h2h">
      <h1 className="h2h-title">{t("h2h.admin.matches")}</h1>
      <section className="h2h-section" aria-labelledby="h2h-add-match">
        <h2 id="h2h-add-match" className="h2h-section__title">
          {t("h2h.admin.addMatch")}
        </h2>
        <form noValidate className="h2h-form" onSubmit={handleSubmit(add)}>
          <div className="field">
            <label className="field__label" htmlFor="h2h-match-category">{t("h2h.admin.category")}</label>
            <select className="field__control" id="h2h-match-category" aria-invalid={Boolean(formState.errors.categoryId)} aria-describedby={formState.errors.categoryId ? "h2h-match-error" : undefined} {...register("categoryId")}>
              <option value="">{t("h2h.admin.choose")}</option>
              {categories.data?.docs.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="h2h-match-title">{t("h2h.admin.title")}</label>
            <input className="field__control" id="h2h-match-title" maxLength={80} aria-invalid={Boolean(formState.errors.title)} aria-describedby={formState.errors.title ? "h2h-match-error" : undefined} {...register("title")} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="h2h-match-start">{t("h2h.admin.startsAt")}</label>
            <input className="field__control" id="h2h-match-start" type="datetime-local" aria-invalid={Boolean(formState.errors.startsAt)} aria-describedby={formState.errors.startsAt ? "h2h-match-error" : undefined} {...register("startsAt")} />
          </div>
          {error && (
            <p id="h2h-match-error" className="note note--danger" role="alert">
              <Icon name="alert" size={18} />
              <span>{error}</span>
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
            {t("h2h.admin.save")}
          </button>
        </form>
      </section>

      <section className="h2h-section" aria-labelledby="h2h-all-matches">
        <h2 id="h2h-all-matches" className="h2h-section__title">
          {t("h2h.matches")}
        </h2>
        {matches.error && !matches.data ? (
          <LoadError compact onRetry={() => void matches.mutate()} />
        ) : !matches.data ? (
          <SkeletonLines lines={4} />
        ) : matches.data.docs.length === 0 ? (
          <p className="h2h-hint">{t("h2h.noMatches")}</p>
        ) : (
          <div className="h2h-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("h2h.admin.title")}</th>
                  <th scope="col">{t("h2h.admin.category")}</th>
                  <th scope="col">{t("h2h.admin.startsAt")}</th>
                  <th scope="col">{t("h2h.questions")}</th>
                  <th scope="col">{t("h2h.admin.state")}</th>
                </tr>
              </thead>
              <tbody>
                {sortMatches(matches.data.docs).map((m) => (
                  <tr key={m._id}>
                    <td>{m.title}</td>
                    <td>{m.category}</td>
                    <td>{when.format(new Date(m.startsAt))}</td>
                    <td>{m.openQuestions}</td>
                    <td>
                      <div className="h2h-chips" role="group" aria-label={t("h2h.admin.stateOf", { title: m.title })}>
                        {STATES.map((s) => (
                          <button key={s} type="button" className="h2h-chip" aria-pressed={m.state === s} disabled={busy === m._id || m.state === s} onClick={() => void setState(m, s)}>
                            {t(`h2h.state.${s}`)}
                          </button>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
