import { messages } from "@arena/contracts";
import { users, type Db } from "@arena/db";
import { eq, sql } from "drizzle-orm";
import { DomainError } from "../errors.js";

/** getUsername: refuses (409 'Username already exists') a name taken by any account, whatever its letter case. */
export async function assertUsernameAvailable(db: Db, userName: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()));
  if (taken) throw new DomainError(409, messages.usernameExists);
}
