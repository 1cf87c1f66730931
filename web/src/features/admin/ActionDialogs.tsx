import { useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messages, type Envelope, type FieldErrors } from "@arena/contracts";
import { CharCounter } from "../../shell/CharCounter";
import { Dialog } from "../../shell/Dialog";
import { Field, controlA11y } from "../../shell/Field";

/** A request an admin's dialog sends, answered in the envelope. */
type Send = () => Promise<Envelope<unknown>>;

interface ActionDialogProps {
  title: string;
  question: ReactNode;
  /** The button's text, and its text while the request is out. */
  confirm: string;
  sending?: string;
  tone: "primary" | "danger";
  /** The toast on success: from the answer, or the dialog's own words. */
  done: (answer: Envelope<unknown>) => string;
  onClose: () => void;
  /** After an answer (done or refused): the list may have changed. */
  onDone: () => void;
}

/**
 * An admin's confirmation of one action (hold, block, release…): the question, Cancel and the action's button; the
 * answer as a toast. A 404 (the thing is gone) closes it too.
 */
export function ConfirmActionDialog({ title, question, children, confirm, tone, done, send, onClose, onDone }: ActionDialogProps & { send: Send; children?: ReactNode }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const go = async () => {
    setSending(true);
    const answer = await send();
    setSending(false);
    if (answer.responseCode === 200) {
      toast.success(done(answer));
      onClose();
    } else {
      toast.error(answer.responseMessage || messages.somethingWentWrong);
      if (answer.responseCode === 404) onClose();
    }
    onDone();
  };
  return (
    <Dialog open onClose={onClose} title={title} size="small">
      <p className="confirm__question">{question}</p>
      {children}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t("shell.cancel")}
        </button>
        <button type="button" className={`btn btn--${tone}`} disabled={sending} onClick={() => void go()}>
          {confirm}
        </button>
      </div>
    </Dialog>
  );
}

type NoteSchema = z.ZodType<{ note: string }, { note: string }>;

/**
 * An admin's action that needs a note saying why (a fraud review, a forfeit): the question, the note checked by the
 * contract's own schema with its counter, and the server's field message under it when it refuses.
 */
export function NoteActionDialog({
  schema,
  max,
  label,
  hint,
  initialNote = "",
  rows = 4,
  send,
  ...props
}: ActionDialogProps & { schema: NoteSchema; max: number; label: string; hint: string; initialNote?: string; rows?: number; send: (note: string) => Promise<Envelope<unknown>> }) {
  const { t } = useTranslation();
  const field = `${useId()}-note`;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ note: string }>({ resolver: zodResolver(schema), mode: "onTouched", defaultValues: { note: initialNote } });
  const note = useWatch({ control, name: "note" }) ?? "";

  const submit = async ({ note: text }: { note: string }) => {
    const answer = await send(text);
    if (answer.responseCode === 200) {
      toast.success(props.done(answer));
      props.onClose();
      props.onDone();
      return;
    }
    const fieldError = (answer.result as { errors?: FieldErrors } | null)?.errors?.note;
    if (fieldError) setError("note", { type: "server", message: fieldError });
    toast.error(answer.responseMessage || messages.somethingWentWrong);
    if (answer.responseCode === 404) {
      props.onClose();
      props.onDone();
    }
  };

  const error = errors.note?.message;
  return (
    <Dialog open onClose={props.onClose} title={props.title} size="small">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <p className="confirm__question">{props.question}</p>
        <Field id={field} label={label} error={error} hint={hint} aside={<CharCounter length={note.trim().length} max={max} hidden />}>
          <textarea rows={rows} className="field__control field__control--textarea" {...controlA11y(field, error, true)} {...register("note")} />
        </Field>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            {t("shell.cancel")}
          </button>
          <button type="submit" className={`btn btn--${props.tone}`} disabled={isSubmitting}>
            {isSubmitting && props.sending ? props.sending : props.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
