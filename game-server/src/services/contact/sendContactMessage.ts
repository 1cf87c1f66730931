import type { ContactUs } from "@arena/contracts";
import { contactMessages, type Db } from "@arena/db";

/** Stores a Contact Us message for the support team. The input is already validated by the shared schema. */
export async function sendContactMessage(db: Db, input: ContactUs, ip: string | undefined): Promise<{ _id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ gameType: input.gameType, email: input.email.toLowerCase(), message: input.message, ip })
    .returning({ id: contactMessages.id });
  return { _id: row!.id };
}
