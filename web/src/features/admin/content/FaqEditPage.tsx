import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, LANGUAGES, faqEditSchema, messages, type FieldErrors, type Language } from "@arena/contracts";
import { LANGUAGE_NAMES, currentLanguage } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { Field, FieldError, TextField, controlA11y } from "../../../shell/Field";
import { Icon } from "../../../shell/Icon";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { readEditId, readFaqLanguage } from "./contentQuery";
import type { FaqRow } from "./FaqManagementPage";
import { UnsavedChanges } from "./UnsavedChanges";
import "../admin.css";
import "./content.css";
import { CharCounter } from "../../../shell/CharCounter";

/**
 * The contracts' FAQ rule, with the position's messages as keys of these texts (an empty number box is NaN, which
 * the contracts' schema would refuse in zod's own words).
 */
const faqFormSchema = faqEditSchema.extend({
  position: z
    .number({ error: "adminContent.faqForm.positionRange" })
    .int("adminContent.faqForm.positionRange")
    .min(0, "adminContent.faqForm.positionRange")
    .max(10_000, "adminContent.faqForm.positionRange"),
});
type FaqInput = z.input<typeof faqFormSchema>;
type FaqOutput = z.output<typeof faqFormSchema>;

/** The next free position at the end of a language's list. */
const nextPosition = (faqs: readonly FaqRow[], lang: Language) =>
  faqs.filter((faq) => faq.lang === lang).reduce((max, faq) => Math.max(max, faq.position + 1), 0);

/** /add-faq (a new FAQ, in ?lang=) and /add-faq?id=… (that FAQ): language, question, answer, position, shown. */
export function FaqEditPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = readEditId(params);
  const askedLang = readFaqLanguage(params, currentLanguage(i18n.language));
  // Every language's FAQs: the one edited, and each language's next position.
  const { data, error, isLoading, mutate } = useSWR<{ docs: FaqRow[] }>(API.adminFaqs(), fetchResult);
  const faq = id ? data?.docs.find((row) => row._id === id) : undefined;
  const backTo = `/faq-management?lang=${faq?.lang ?? askedLang}`;

  let body;
  if (isLoading && !data) body = <SkeletonLines lines={6} />;
  else if (error && !data) body = <LoadError onRetry={() => void mutate()} />;
  else if (id && !faq)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t("adminContent.faqForm.notFound")}</p>
        <Link className="btn btn--outline" to={backTo}>
          {t("adminContent.faqForm.back")}
        </Link>
      </div>
    );
  else body = <FaqForm key={faq?._id ?? "new"} faq={faq} lang={askedLang} faqs={data?.docs ?? []} />;

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t(id ? "adminContent.faqForm.editTitle" : "admin.addFaq")}</h1>
          <p className="admin-page__lead">{t("adminContent.faqForm.lead")}</p>
        </div>
        <Link className="btn btn--ghost" to={backTo}>
          <Icon name="back" size={18} />
          {t("adminContent.faqForm.back")}
        </Link>
      </header>
      {body}
    </div>
  );
}

interface FaqFormProps {
  faq: FaqRow | undefined;
  /** A new FAQ's language. */
  lang: Language;
  faqs: readonly FaqRow[];
}

function FaqForm({ faq, lang, faqs }: FaqFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FaqInput, unknown, FaqOutput>({
    resolver: zodResolver(faqFormSchema),
    mode: "onTouched",
    defaultValues: faq
      ? { lang: faq.lang, question: faq.question, answer: faq.answer, position: faq.position, isActive: faq.isActive }
      : { lang, question: "", answer: "", position: nextPosition(faqs, lang), isActive: true },
  });
  const chosenLang = useWatch({ control, name: "lang" }) ?? lang;
  const question = useWatch({ control, name: "question" }) ?? "";
  const answerText = useWatch({ control, name: "answer" }) ?? "";

  // A new FAQ goes to the end of its language's list unless the admin chose a position.
  useEffect(() => {
    if (!faq && !getFieldState("position").isDirty) setValue("position", nextPosition(faqs, chosenLang));
  }, [faq, faqs, chosenLang, getFieldState, setValue]);

  // Saved: back to the list once the form is no longer "unsaved" (the leave guard would ask otherwise).
  useEffect(() => {
    if (leaveTo && !isDirty) navigate(leaveTo);
  }, [leaveTo, isDirty, navigate]);

  const save = async (values: FaqOutput) => {
    const answer = await request<{ _id?: string; errors?: FieldErrors }>(faq ? API.adminFaq(faq._id) : API.adminFaqs(), {
      method: faq ? "PUT" : "POST",
      body: values,
    });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      void mutate((key) => typeof key === "string" && (key.startsWith(API.adminFaqs()) || key.startsWith("/api/v1/statics/faq")));
      reset(values);
      setLeaveTo(`/faq-management?lang=${values.lang}`);
      return;
    }
    for (const field of ["lang", "question", "answer", "position", "isActive"] as const) {
      const message = answer.result?.errors?.[field];
      if (message) setError(field, { type: "server", message });
    }
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const words = (message: string | undefined) => (message ? t(message) : undefined);
  const answerId = `${id}-answer`;
  const answerError = errors.answer?.message;
  return (
    <form className="content-form" noValidate onSubmit={handleSubmit(save)} aria-label={t(faq ? "adminContent.faqForm.editTitle" : "admin.addFaq")}>
      <Field id={`${id}-lang`} label={t("adminContent.faqForm.language")} error={words(errors.lang?.message)} className="content-form__narrow">
        <select className="field__control" {...controlA11y(`${id}-lang`, errors.lang?.message)} {...register("lang")}>
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id={`${id}-question`}
        label={t("adminContent.faqForm.question")}
        lang={chosenLang}
        error={words(errors.question?.message)}
        aside={<CharCounter length={question.length} max={FAQ_QUESTION_MAX} />}
        registration={register("question")}
      />
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={answerId}>
            {t("adminContent.faqForm.answer")}
          </label>
          <CharCounter length={answerText.length} max={FAQ_ANSWER_MAX} id={`${answerId}-counter`} />
        </div>
        <textarea
          id={answerId}
          rows={7}
          lang={chosenLang}
          className="field__control field__control--textarea"
          aria-invalid={Boolean(answerError)}
          aria-describedby={[answerError ? `${answerId}-error` : "", `${answerId}-hint`, `${answerId}-counter`].filter(Boolean).join(" ")}
          {...register("answer")}
        />
        <p id={`${answerId}-hint`} className="field__hint">
          {t("adminContent.faqForm.answerHint")}
        </p>
        <FieldError id={`${answerId}-error`} message={words(answerError)} />
      </div>
      <TextField
        id={`${id}-position`}
        type="number"
        inputMode="numeric"
        min={0}
        max={10_000}
        step={1}
        className="content-form__number"
        label={t("adminContent.faqForm.position")}
        hint={t("adminContent.faqForm.positionHint")}
        error={words(errors.position?.message)}
        registration={register("position", { valueAsNumber: true })}
      />
      <label className="check content-form__check">
        <input type="checkbox" {...register("isActive")} />
        <span>{t("adminContent.faqForm.shown", { language: LANGUAGE_NAMES[chosenLang] })}</span>
      </label>
      <div className="content-form__actions">
        <Link className="btn btn--ghost" to={`/faq-management?lang=${faq?.lang ?? lang}`}>
          {t("shell.cancel")}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(isSubmitting ? "adminContent.faqForm.saving" : faq ? "adminContent.faqForm.save" : "adminContent.faqForm.add")}
        </button>
      </div>
      <UnsavedChanges dirty={isDirty && !isSubmitting && !leaveTo} />
    </form>
  );
}
