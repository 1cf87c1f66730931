import toast from "react-hot-toast";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { messages, type Envelope, type FieldErrors } from "@arena/contracts";

/**
 * A failed answer (spec 8): `result.errors` go under the matching fields and `responseMessage` is an error
 * toast. A 409 without field errors ('Email already exists', 'Username already exists') is put under the
 * field it names.
 */
export function showServerErrors<F extends FieldValues>(
  answer: Envelope<unknown>,
  setError: UseFormSetError<F>,
  fields: readonly FieldPath<F>[],
  /** Where a 400/409 without field errors goes (e.g. the OTP: 'Invalid OTP.'). */
  fallbackField?: FieldPath<F>,
): void {
  const errors = (answer.result as { errors?: FieldErrors } | null)?.errors ?? {};
  let placed = false;
  for (const field of fields) {
    const text = errors[field];
    if (text) {
      setError(field, { type: "server", message: text });
      placed = true;
    }
  }
  if (!placed && answer.responseCode === 409) {
    const text = answer.responseMessage.toLowerCase();
    const named = fields.find((field) => text.includes(String(field).toLowerCase()));
    if (named) {
      setError(named, { type: "server", message: answer.responseMessage });
      placed = true;
    }
  }
  if (!placed && fallbackField && (answer.responseCode === 400 || answer.responseCode === 409) && answer.responseMessage) {
    setError(fallbackField, { type: "server", message: answer.responseMessage });
  }
  toast.error(answer.responseMessage || messages.somethingWentWrong);
}
