import { useRef, useState } from "react";
import toast from "react-hot-toast";
import useSWR, { useSWRConfig } from "swr";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { JURISDICTION_STATUSES, messages, type FieldErrors, type JurisdictionStatus, type jurisdictionListSchema } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, fetchResult, request } from "../../../lib/api";
import { Dialog } from "../../../shell/Dialog";
import { ListFrame } from "../data-table/DataTable";
import { countryName, needsConfirmation, ruleErrors, type RuleDraft } from "./countries";
import { RuleForm, type RuleErrors } from "./RuleForm";
import { RulesTable, type Rule } from "./RulesTable";
import "../admin.css";
import "../wallet-admin.css";
import "./jurisdictions.css";

type RuleList = z.infer<typeof jurisdictionListSchema>;
type Filter = "all" | JurisdictionStatus;

const EMPTY_DRAFT: RuleDraft = { code: "", status: "play_money", note: "" };

/** The server's field errors of a refused save, as the form's (the country is the path's code). */
function serverErrors(errors: FieldErrors | undefined): RuleErrors {
  const out: RuleErrors = {};
  if (errors?.code) out.code = "codeFormat";
  if (errors?.note) out.note = "noteTooLong";
  if (errors?.status) out.status = "statusRequired";
  return out;
}

/**
 * /jurisdictions: what players can do in each country (GET admin/jurisdictions) and a form to set a country's rule
 * (PUT admin/jurisdictions/{code}, audited). Blocking a country asks first; the answer is the new list, shown at once.
 */
export function JurisdictionsPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const { mutate: mutateAny } = useSWRConfig();
  const { data, error, isLoading, isValidating, mutate } = useSWR<RuleList>(API.adminJurisdictions, fetchResult);
  const [draft, setDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [filter, setFilter] = useState<Filter>("all");
  const countryField = useRef<HTMLSelectElement>(null);

  const rules = data?.docs;
  const ruleOf = (code: string) => rules?.find((rule) => rule.countryCode === code) ?? null;
  const current = draft.code ? (ruleOf(draft.code)?.status ?? null) : null;
  const nameOf = (code: string) => countryName(code, lang);

  const change = (next: RuleDraft) => {
    setDraft(next);
    // A fixed field stops saying it is wrong.
    setErrors((shown) => {
      const kept: RuleErrors = {};
      for (const key of Object.keys(shown) as (keyof RuleDraft)[]) if (next[key] === draft[key]) kept[key] = shown[key];
      return kept;
    });
  };

  const edit = (rule: Rule) => {
    setDraft({ code: rule.countryCode, status: rule.status, note: rule.note });
    setErrors({});
    countryField.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    countryField.current?.focus({ preventScroll: true });
  };

  const save = async () => {
    setSaving(true);
    const answer = await request<RuleList & { errors?: FieldErrors }>(API.adminJurisdiction(draft.code), {
      method: "PUT",
      body: { status: draft.status, note: draft.note.trim() },
    });
    setSaving(false);
    setConfirming(false);
    if (answer.responseCode === 200 && answer.result?.docs) {
      toast.success(answer.responseMessage);
      await mutate({ docs: answer.result.docs }, { revalidate: false });
      // The admin's own notice (features/jurisdiction) reads the rules again too.
      void mutateAny(API.jurisdiction);
      return;
    }
    setErrors(serverErrors(answer.result?.errors));
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const submit = () => {
    const found = ruleErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.code) countryField.current?.focus();
      return;
    }
    if (needsConfirmation(draft, current ?? "allowed")) setConfirming(true);
    else void save();
  };

  const counts = (status: Filter) => (status === "all" ? (rules?.length ?? 0) : (rules?.filter((r) => r.status === status).length ?? 0));
  const shown = filter === "all" ? rules : rules?.filter((rule) => rule.status === filter);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t("admin.jurisdictions")}</h1>
          <p className="admin-page__lead">{t("adminJurisdictions.lead")}</p>
        </div>
      </header>

      <section className="juris-card">
        <RuleForm ref={countryField} draft={draft} onChange={change} errors={errors} current={current} saving={saving} lang={lang} onSubmit={submit} />
      </section>

      <section className="admin-section" aria-labelledby="juris-list-title">
        <div className="admin-section__head">
          <h2 id="juris-list-title" className="admin-section__title">
            {t("adminJurisdictions.list.title")}
          </h2>
          <div className="segmented juris-filter" role="group" aria-label={t("adminJurisdictions.list.filter")}>
            {(["all", ...JURISDICTION_STATUSES] as const).map((option) => (
              <button key={option} type="button" className="segmented__option" aria-pressed={option === filter} onClick={() => setFilter(option)}>
                {option === "all"
                  ? t("adminJurisdictions.list.all", { count: counts(option) })
                  : t("adminJurisdictions.list.byStatus", { status: t(`adminJurisdictions.status.${option}`), count: counts(option) })}
              </button>
            ))}
          </div>
        </div>
        <ListFrame
          error={error}
          hasData={Boolean(data)}
          onRetry={() => void mutate()}
          empty={Boolean(shown) && shown!.length === 0}
          emptyState={{ icon: "globe", title: t(filter === "all" ? "adminJurisdictions.list.empty" : "adminJurisdictions.list.noMatch") }}
          busy={isValidating}
        >
          <RulesTable rules={shown} loading={isLoading && !data} lang={lang} onEdit={edit} />
        </ListFrame>
      </section>

      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} title={t("adminJurisdictions.confirm.title")} size="small">
          <p className="confirm__question">{t("adminJurisdictions.confirm.question", { country: nameOf(draft.code) })}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t("shell.cancel")}
            </button>
            <button type="button" className="btn btn--danger" disabled={saving} onClick={() => void save()}>
              {t("adminJurisdictions.confirm.block", { country: nameOf(draft.code) })}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
