import type { ContactUs } from "@arena/contracts";
import { contactMessages } from "@arena/db";
import type { AppContext } from "../../context.js";
import { LIMITS } from "../rateLimit/rateLimiter.js";

/**
 * Stores a Contact Us message for the support team. The input is already validated by the shared schema. The
 * form is anonymous, so each client address may send only a few messages an hour (429 after that).
 */
export async function sendContactMessage(
  ctx: Pick<AppContext, "db" | "limiter">,
  input: ContactUs,
  ip: string,
): Promise<{ _id: string }> {
  await ctx.limiter.consume(LIMITS.contactPerIp, ip);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ gameType: input.gameType, email: input.email.toLowerCase(), message: input.message, ip })
    .returning({ id: contactMessages.id });
  return { _id: row!.id };
}
