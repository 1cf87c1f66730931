import { randomBytes } from "node:crypto";
import { platformSettings, type Db } from "@arena/db";
import { eq } from "drizzle-orm";

/**
 * A secret generated once and kept in the database, so every process of the platform shares it without
 * configuration (session signing key, OTP pepper).
 */
export async function platformSecret(db: Db, key: string): Promise<Uint8Array> {
  await db
    .insert(platformSettings)
    .values({ key, value: randomBytes(32).toString("base64url"), secret: true })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key));
  return new Uint8Array(Buffer.from(row!.value, "base64url"));
}
