/**
 * /add-question: the spec's cricket question creation (POST h2h/createCricketQuestion): a match, the question, two to
 * six options and the close time, checked by h2hQuestionInputSchema. As the spec asks, a 200 answer's message is shown
 * as a toast, any other answer's responseMessage as an error toast.
 */
import { useFieldArray, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { h2hQuestionInputSchema, messages, type h2hMatchSchema } from "@arena/contracts";
import { fetchResult, request } from "../../../lib/api";
import { formResolver } from "../../../lib/forms";
import { Icon } from "../../../shell/Icon";
import { H2H_API } from "../h2hApi";
import { sortMatches } from "../view";
import { localToIso } from "./times";
import "../h2h.css";
import "./admin-forms.css";

type Match = z.infer<typeof h2hMatchSchema>;
interface QuestionValues {
  matchId: string;
  text: string;
  options: { label: string }[];
  closeAt: string;
}
type QuestionInput = z.output<typeof h2hQuestionInputSchema>;
const resolver = formResolver<QuestionValues, typeof h2hQuestionInputSchema>(h2hQuestionInputSchema, (v) => ({
  matchId: v.matchId,
  text: v.text,
  options: v.options.map((o) => o.label),
  closeAt: localToIso(v.closeAt),
}));
const EMPTY: QuestionValues = { matchId: "", text: "", options: [{ label: "" }, { label: "" }], closeAt: "" };

export function AddQuestionPage() {
  const { t } = useTranslation();
  const matches = useSWR<{ docs: Match[] }>(H2H_API.matches(), fetchResult);
  const { register, handleSubmit, formState, control, reset } = useForm<QuestionValues, unknown, QuestionInput>({ resolver, defaultValues: EMPTY });
  const options = useFieldArray({ control, name: "options" });

  const create = async (values: QuestionInput) => {
    const answer = await request("/api/v1/h2h/createCricketQuestion", { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      reset({ ...EMPTY, matchId: values.matchId });
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
    }
  };
  const errors = formState.errors;
  const optionsError = errors.options?.message ?? errors.options?.root?.message ?? errors.options?.find?.((o) => o?.label)?.label?.message;
  const error = errors.matchId?.message ?? errors.text?.message ?? optionsError ?? errors.closeAt?.message;

  return (
    <div className="h2h">
      <h1 className="h2h-title">{t("h2h.admin.addQuestion")}</h1>
      <form noValidate className="h2h-form" onSubmit={handleSubmit(create)}>
        <div className="field">
          <label className="field__label" htmlFor="h2h-question-match">{t("h2h.admin.match")}</label>
          <select className="field__control" id="h2h-question-match" aria-invalid={Boolean(errors.matchId)} aria-describedby={errors.matchId ? "h2h-question-error" : undefined} {...register("matchId")}>
            <option value="">{t("h2h.admin.choose")}</option>
            {sortMatches(matches.data?.docs ?? [])
              .filter((m) => m.state !== "finished")
              .map((m) => (
                <option key={m._id} value={m._id}>
                  {m.title} ({m.category})
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="h2h-question-text">{t("h2h.admin.question")}</label>
          <input className="field__control" id="h2h-question-text" maxLength={200} aria-invalid={Boolean(errors.text)} aria-describedby={errors.text ? "h2h-question-error" : undefined} {...register("text")} />
        </div>
        <fieldset className="h2h-form">
          <legend>{t("h2h.admin.options")}</legend>
          {options.fields.map((field, i) => (
            <div key={field.id} className="h2h-option-row">
              <div className="field">
                <label className="field__label" htmlFor={`h2h-option-${i}`}>{t("h2h.admin.option", { n: i + 1 })}</label>
                <input className="field__control" id={`h2h-option-${i}`} maxLength={60} aria-invalid={Boolean(errors.options?.[i]?.label)} aria-describedby={errors.options?.[i]?.label ? "h2h-question-error" : undefined} {...register(`options.${i}.label`)} />
              </div>
              {options.fields.length > 2 && (
                <button type="button" className="btn btn--ghost" aria-label={t("h2h.admin.removeOption", { n: i + 1 })} onClick={() => options.remove(i)}>
                  <Icon name="close" size={16} />
                </button>
              )}
            </div>
          ))}
          {options.fields.length < 6 && (
            <button type="button" className="btn btn--outline" onClick={() => options.append({ label: "" })}>
              <Icon name="plus" size={16} />
              {t("h2h.admin.addOption")}
            </button>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="h2h-question-close">{t("h2h.admin.closeAt")}</label>
          <input className="field__control" id="h2h-question-close" type="datetime-local" aria-invalid={Boolean(errors.closeAt)} aria-describedby={errors.closeAt ? "h2h-question-error" : undefined} {...register("closeAt")} />
        </div>
        {error && (
          <p id="h2h-question-error" className="note note--danger" role="alert">
            <Icon name="alert" size={18} />
            <span>{error}</span>
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={formState.isSubmitting}>
          {t("h2h.admin.create")}
        </button>
      </form>
    </div>
  );
}
