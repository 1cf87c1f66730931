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

/**
 * Field errors for every string (or object key) holding a NUL character, which no Postgres text can store:
 * checked on all input before its schema, so no route's service ever sees one.
 */
export function nulFieldErrors(value: unknown, message: string): FieldErrors {
  const out: FieldErrors = {};
  const walk = (v: unknown, path: string[], depth: number): void => {
    if (typeof v === "string") {
      if (v.includes("\u0000")) out[path.join(".") || "_"] ??= message;
    } else if (typeof v === "object" && v !== null && depth < 64) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes("\u0000")) out[[...path, k].join(".")] ??= message;
        walk(child, [...path, k], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return out;
}
