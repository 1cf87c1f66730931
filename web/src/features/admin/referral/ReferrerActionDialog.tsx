import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, referralForfeitSchema, type FieldErrors, type ReferrersList } from "@arena/contracts";
import { request } from "../../../lib/api";
import { formatCoins } from "../../../lib/numbers";
import { CharCounter } from "../../../shell/CharCounter";
import { Dialog } from "../../../shell/Dialog";
import { Field, controlA11y } from "../../../shell/Field";
import { ADMIN_REFERRAL_API } from "./referrersQuery";

export type Referrer = ReferrersList["docs"][number];
/** What an admin is about to do to a referrer's held earnings (a row's button opened it). */
export type ReferrerAction = { referrer: Referrer; action: "release" | "forfeit" };

type Forfeit = z.output<typeof referralForfeitSchema>;
type ForfeitInput = z.input<typeof referralForfeitSchema>;
/** The longest note the contracts take. */
const NOTE_MAX = 500;

interface Props {
  pending: ReferrerAction | null;
  lang: string;
  onClose: () => void;
  /** After an answer (done or refused): the figures and the list may have changed. */
  onDone: () => void;
}

/** Release (a confirmation) or Forfeit (a note saying why) of a referrer's held earnings; both audited by the server. */
export function ReferrerActionDialog({ pending, lang, onClose, onDone }: Props) {
  if (!pending) return null;
  if (pending.action === "forfeit") return <ForfeitDialog referrer={pending.referrer} lang={lang} onClose={onClose} onDone={onDone} />;
  return <ReleaseDialog referrer={pending.referrer} lang={lang} onClose={onClose} onDone={onDone} />;
}

interface DialogProps {
  referrer: Referrer;
  lang: string;
  onClose: () => void;
  onDone: () => void;
}

function ReleaseDialog({ referrer, lang, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const release = async () => {
    setSending(true);
    const answer = await request<{ released: number }>(ADMIN_REFERRAL_API.release(referrer.userId), { method: "POST", body: {} });
    setSending(false);
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("adminReferral.release.done"));
      onClose();
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      if (answer.responseCode === 404) onClose();
    }
    onDone();
  };

  return (
    <Dialog open onClose={onClose} title={t("adminReferral.release.title")} size="small">
      <p className="confirm__question">{t("adminReferral.release.question", { name: `@${referrer.userName}`, amount: t("adminReferral.coins", { amount: formatCoins(referrer.held, lang) }) })}</p>
      {referrer.flagged && <p className="note note--pending">{t("adminReferral.release.flagged")}</p>}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void release()}>
          {t("adminReferral.release.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

function ForfeitDialog({ referrer, lang, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const field = `${useId()}-note`;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForfeitInput, unknown, Forfeit>({ resolver: zodResolver(referralForfeitSchema), mode: "onTouched", defaultValues: { note: "" } });
  const note = useWatch({ control, name: "note" }) ?? "";

  const send = async (values: Forfeit) => {
    const answer = await request<{ forfeited?: number; errors?: FieldErrors }>(ADMIN_REFERRAL_API.forfeit(referrer.userId), { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage || t("adminReferral.forfeit.done"));
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
    <Dialog open onClose={onClose} title={t("adminReferral.forfeit.title")} size="small">
      <form noValidate onSubmit={handleSubmit(send)}>
        <p className="confirm__question">
          {t("adminReferral.forfeit.question", { name: `@${referrer.userName}`, amount: t("adminReferral.coins", { amount: formatCoins(referrer.held, lang) }) })}
        </p>
        <Field id={field} label={t("adminReferral.forfeit.note")} error={error} hint={t("adminReferral.forfeit.hint")} aside={<CharCounter length={note.trim().length} max={NOTE_MAX} hidden />}>
          <textarea rows={4} className="field__control field__control--textarea" {...controlA11y(field, error, true)} {...register("note")} />
        </Field>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t("shell.cancel")}
          </button>
          <button type="submit" className="btn btn--danger" disabled={isSubmitting}>
            {t(isSubmitting ? "adminReferral.forfeit.sending" : "adminReferral.forfeit.confirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
