import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fraudReviewSchema, messages, type FieldErrors } from "@arena/contracts";
import { currentLanguage } from "../../../i18n";
import { API, request } from "../../../lib/api";
import { Dialog } from "../../../shell/Dialog";
import { Field, controlA11y } from "../../../shell/Field";
import { blockable, joinNames, type FraudSignal } from "./fraudEvidence";
import { CharCounter } from "../../../shell/CharCounter";

/** What an admin is about to do to a signal (a row's button opened it). */
export type FraudAction = { signal: FraudSignal; action: "review" | "hold" | "release" | "block" };

type Review = z.output<typeof fraudReviewSchema>;
type ReviewInput = z.input<typeof fraudReviewSchema>;

/** The longest note the contracts take. */
const NOTE_MAX = 1000;

interface DialogProps {
  pending: FraudAction | null;
  onClose: () => void;
  /** After an answer (done or refused): the list may have changed. */
  onDone: () => void;
}

const names = (signal: FraudSignal, lang: string, accounts = signal.accounts) =>
  joinNames(accounts.map((a) => (a.userName ? `@${a.userName}` : a.userId)), lang);

/** The dialog of the chosen action: Review (a note), or a confirmation of Hold / Release withdrawals or Block. */
export function FraudActionDialog({ pending, onClose, onDone }: DialogProps) {
  if (!pending) return null;
  if (pending.action === "review") return <ReviewDialog signal={pending.signal} onClose={onClose} onDone={onDone} />;
  return <ConfirmDialog pending={pending} onClose={onClose} onDone={onDone} />;
}

function ReviewDialog({ signal, onClose, onDone }: { signal: FraudSignal; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const field = `${useId()}-note`;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, Review>({ resolver: zodResolver(fraudReviewSchema), mode: "onTouched", defaultValues: { note: signal.note ?? "" } });
  const note = useWatch({ control, name: "note" }) ?? "";

  const send = async (values: Review) => {
    const answer = await request<{ errors?: FieldErrors }>(API.adminFraudReview(signal._id), { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(t("adminFraud.review.done"));
      onClose();
      onDone();
      return;
    }
    const fieldError = answer.result?.errors?.note;
    if (fieldError) setError("note", { type: "server", message: fieldError });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
    if (answer.responseCode === 404) {
      onClose();
      onDone();
    }
  };

  const error = errors.note?.message;
  return (
    <Dialog open onClose={onClose} title={t("adminFraud.review.title")} size="small">
      <form noValidate onSubmit={handleSubmit(send)}>
        <p className="confirm__question">{t("adminFraud.review.question", { kind: t(`adminFraud.kinds.${signal.kind}`), names: names(signal, lang) })}</p>
        <Field
          id={field}
          label={t("adminFraud.review.note")}
          error={error}
          hint={t("adminFraud.review.hint")}
          aside={
            <CharCounter length={note.trim().length} max={NOTE_MAX} hidden />
          }
        >
          <textarea rows={5} className="field__control field__control--textarea" {...controlA11y(field, error, true)} {...register("note")} />
        </Field>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t("shell.cancel")}
          </button>
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t(isSubmitting ? "adminFraud.review.sending" : "adminFraud.review.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ConfirmDialog({ pending, onClose, onDone }: { pending: FraudAction; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const [sending, setSending] = useState(false);
  const { signal, action } = pending;
  // Block names only the accounts it would block; hold and release name them all.
  const named = names(signal, lang, action === "block" ? blockable(signal.accounts) : signal.accounts);

  const confirm = async () => {
    setSending(true);
    const answer =
      action === "block"
        ? await request<{ blocked: number }>(API.adminFraudBlock(signal._id), { method: "POST", body: {} })
        : await request(API.adminFraudHold(signal._id), { method: "POST", body: { hold: action === "hold" } });
    setSending(false);
    if (answer.responseCode === 200) {
      const blocked = (answer.result as { blocked?: number } | null)?.blocked ?? 0;
      toast.success(action === "block" ? t("adminFraud.block.done", { count: blocked }) : t(`adminFraud.${action}.done`));
      onClose();
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      if (answer.responseCode === 404) onClose();
    }
    onDone();
  };

  return (
    <Dialog open onClose={onClose} title={t(`adminFraud.${action}.title`)} size="small">
      <p className="confirm__question">{t(`adminFraud.${action}.question`, { names: named })}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button type="button" className={`btn ${action === "release" ? "btn--primary" : "btn--danger"}`} disabled={sending} onClick={() => void confirm()}>
          {t(`adminFraud.${action}.confirm`)}
        </button>
      </div>
    </Dialog>
  );
}
