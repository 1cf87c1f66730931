import { useEffect, useId, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { contactReplySchema, messages, type ContactInboxMessage, type FieldErrors } from "@arena/contracts";
import { API, request } from "../../../lib/api";
import { FieldError } from "../../../shell/Field";
import { CharCounter } from "../../../shell/CharCounter";

type Reply = z.output<typeof contactReplySchema>;
type ReplyInput = z.input<typeof contactReplySchema>;

/** The longest reply the contracts take. */
const REPLY_MAX = 2000;

interface ReplyFormProps {
  message: ContactInboxMessage;
  onSent: () => void;
  onCancel: () => void;
}

/**
 * A reply to a contact message, checked by the contracts' schema (its messages are the spec's style, in English):
 * POST admin/contact/{id}/reply mails it to the sender and marks the message answered.
 */
export function ReplyForm({ message, onSent, onCancel }: ReplyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = `${id}-reply`;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReplyInput, unknown, Reply>({ resolver: zodResolver(contactReplySchema), mode: "onTouched", defaultValues: { text: "" } });
  const text = useWatch({ control, name: "text" }) ?? "";
  const registration = register("text");

  // Opened by the Reply button: the admin types at once.
  useEffect(() => box.current?.focus(), []);

  const send = async (values: Reply) => {
    const answer = await request<{ errors?: FieldErrors }>(API.contactReply(message._id), { method: "POST", body: values });
    if (answer.responseCode === 200) {
      toast.success(t("adminArea.inbox.replySent"));
      onSent();
      return;
    }
    const fieldError = answer.result?.errors?.text;
    if (fieldError) setError("text", { type: "server", message: fieldError });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
  };

  const error = errors.text?.message;
  const describedBy = [error ? `${field}-error` : "", `${field}-hint`, `${field}-counter`].filter(Boolean).join(" ");
  return (
    <form className="inbox-reply" noValidate onSubmit={handleSubmit(send)}>
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={field}>
            {t("adminArea.inbox.replyLabel", { email: message.email })}
          </label>
          <CharCounter id={`${field}-counter`} length={text.length} max={REPLY_MAX} />
        </div>
        <textarea
          id={field}
          rows={5}
          className="field__control field__control--textarea"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...registration}
          ref={(element) => {
            registration.ref(element);
            box.current = element;
          }}
        />
        <p id={`${field}-hint`} className="field__hint">
          {t("adminArea.inbox.replyHint")}
        </p>
        <FieldError id={`${field}-error`} message={error} />
      </div>
      <div className="inbox-reply__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t("shell.cancel")}
        </button>
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(isSubmitting ? "adminArea.inbox.sending" : "adminArea.inbox.send")}
        </button>
      </div>
    </form>
  );
}
