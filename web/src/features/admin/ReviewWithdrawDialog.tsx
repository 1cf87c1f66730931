import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { messages, rejectWithdrawSchema, type Envelope } from "@arena/contracts";
import { currentLanguage } from "../../i18n";
import { API, request as send } from "../../lib/api";
import { formResolver } from "../../lib/forms";
import { Dialog } from "../../shell/Dialog";
import { Field, controlA11y } from "../../shell/Field";
import { formatCoins } from "../coins/money";
import type { Review } from "./WithdrawRequestsTable";

const REASON_MAX = 300;
type RejectForm = { _id: string; reason: string };
const rejectResolver = formResolver<RejectForm, typeof rejectWithdrawSchema>(rejectWithdrawSchema);

interface ReviewProps {
  review: Review | null;
  onClose: () => void;
  /** After an answer (success or not): the list may have changed. */
  onDone: () => void;
}

/** Approve (a confirm: the held coins are paid out) or Reject (with a required reason: the coins go back). */
export function ReviewWithdrawDialog({ review, onClose, onDone }: ReviewProps) {
  const { t, i18n } = useTranslation();
  if (!review) return null;
  const { request, action } = review;
  const who = `@${request.user.userName}`;
  const amount = `${formatCoins(request.amount, currentLanguage(i18n.language))} ${request.currency}`;

  const finish = (answer: Envelope<unknown>) => {
    if (answer.responseCode === 200) {
      toast.success(answer.responseMessage);
      onClose();
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      // 409: someone else reviewed it first; the list shows what happened.
      if (answer.responseCode === 409 || answer.responseCode === 404) onClose();
    }
    onDone();
  };

  return (
    <Dialog open onClose={onClose} title={t(action === "approve" ? "withdrawals.approveTitle" : "withdrawals.rejectTitle")} size="small">
      {action === "approve" ? (
        <ApproveBody id={request._id} question={t("withdrawals.approveQuestion", { who, amount })} onClose={onClose} onAnswer={finish} />
      ) : (
        <RejectBody id={request._id} question={t("withdrawals.rejectQuestion", { who, amount })} onClose={onClose} onAnswer={finish} />
      )}
    </Dialog>
  );
}

interface BodyProps {
  id: string;
  question: string;
  onClose: () => void;
  onAnswer: (answer: Envelope<unknown>) => void;
}

function ApproveBody({ id, question, onClose, onAnswer }: BodyProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const approve = async () => {
    setSending(true);
    const answer = await send(API.approveWithdraw, { method: "POST", body: { _id: id } });
    setSending(false);
    onAnswer(answer);
  };
  return (
    <>
      <p className="confirm__question">{question}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void approve()}>
          {t("withdrawals.approve")}
        </button>
      </div>
    </>
  );
}

function RejectBody({ id, question, onClose, onAnswer }: BodyProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RejectForm, unknown, { _id: string; reason: string }>({
    resolver: rejectResolver,
    defaultValues: { _id: id, reason: "" },
  });
  const reason = useWatch({ control, name: "reason" }) ?? "";
  const reject = async (values: { _id: string; reason: string }) => {
    onAnswer(await send(API.rejectWithdraw, { method: "POST", body: values }));
  };
  const error = errors.reason?.message ?? errors._id?.message;
  return (
    <form noValidate onSubmit={handleSubmit(reject)}>
      <p className="confirm__question">{question}</p>
      <Field
        id="reject-reason"
        label={t("withdrawals.reason")}
        error={error}
        aside={
          <span className={`field__counter ${reason.length > REASON_MAX ? "field__counter--over" : ""}`}>
            {reason.length}/{REASON_MAX}
          </span>
        }
      >
        <textarea
          className="field__control field__control--textarea"
          placeholder={t("withdrawals.reasonPlaceholder")}
          {...controlA11y("reject-reason", error)}
          {...register("reason")}
        />
      </Field>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button type="submit" className="btn btn--danger" disabled={isSubmitting}>
          {t("withdrawals.reject")}
        </button>
      </div>
    </form>
  );
}
