import { randomBytes } from "node:crypto";
import { identities, users } from "@arena/db";
import { eq } from "drizzle-orm";
import { createSession } from "../src/services/sessions/createSession.js";
import { createUser, type NewUser } from "../src/services/users/createUser.js";
import type { TestPlatform } from "./platform.js";

export const uniqueId = () => randomBytes(5).toString("hex");

/** A player made straight through the services (no sign-up mail), with a session token. */
export async function makePlayer(t: TestPlatform, overrides: Partial<NewUser> = {}) {
  const id = uniqueId();
  const user = await createUser(t.platform.database.db, {
    email: `player.${id}@example.com`,
    fullName: "Test Player",
    emailVerified: true,
    refferalCodeCheck: true,
    ...overrides,
  });
  const token = await createSession(t.platform.database.db, t.platform.ctx.sessionKey, user.id);
  return { user, token };
}

export async function userById(t: TestPlatform, id: string) {
  const [row] = await t.platform.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function identitiesOf(t: TestPlatform, userId: string) {
  return t.platform.database.db.select().from(identities).where(eq(identities.userId, userId));
}

export async function adminId(t: TestPlatform) {
  const [admin] = await t.platform.database.db
    .select()
    .from(users)
    .where(eq(users.email, t.platform.ctx.config.ADMIN_EMAIL));
  return admin!.id;
}
