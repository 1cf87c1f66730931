import { mailOutbox, type Db } from "@arena/db";
import { desc, eq } from "drizzle-orm";

/** The dev outbox's mail to one address, newest first (at most 50). */
export async function mailTo(db: Db, to: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return rows.map((r) => ({ _id: r.id, to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
}
