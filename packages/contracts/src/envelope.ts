import { z } from "zod";

/** Every REST answer has this shape (spec section 7). */
export interface Envelope<T = unknown> {
  responseCode: number;
  responseMessage: string;
  result: T;
}

export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ responseCode: z.number().int(), responseMessage: z.string(), result });

export const ok = <T>(result: T, responseMessage = "Success"): Envelope<T> => ({
  responseCode: 200,
  responseMessage,
  result,
});

/** Field name → first message for that field, as the 400 answer carries it. */
export type FieldErrors = Record<string, string>;

/**
 * Reduces a zod error to one message per field, in the order the schema checks them, so a client
 * shows exactly the text the spec gives for the first rule that failed.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
