import { z } from "zod";

/** The games a contact message can be about (spec: Lottery, Derby, H2H), stored upper-cased. */
export const CONTACT_GAMES = ["Lottery", "Derby", "H2H"] as const;
export const CONTACT_GAME_TYPES = ["LOTTERY", "DERBY", "H2H"] as const;
export type ContactGameType = (typeof CONTACT_GAME_TYPES)[number];

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A string field: missing or null reports `required`; another type reports `invalid` (default `required`). */
const requiredText = (required: string, invalid = required) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, required);

/**
 * Contact Us (spec section 5). One schema for the web form and the server; the messages are the spec's.
 * Checks run in this order and a client shows the first one that fails.
 */
export const contactUsSchema = z.object({
  gameType: z
    .string({ error: "Game is required." })
    .trim()
    .min(1, "Game is required.")
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(CONTACT_GAME_TYPES, { error: "Game is required." })),
  email: requiredText("Email is required.", "Please enter a valid email address.")
    .max(100, "Should not exceeds 100 characters.")
    .regex(EMAIL_RE, "Please enter a valid email address."),
  message: requiredText("Message is required.")
    .min(3, "Please enter atleast 3 characters.")
    .max(600, "You can enter only 600 characters."),
});
export type ContactUsInput = z.input<typeof contactUsSchema>;
export type ContactUs = z.output<typeof contactUsSchema>;

export const contactUsResultSchema = z.object({ _id: z.string() });
