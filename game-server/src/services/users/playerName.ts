import { users } from "@arena/db";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";

/** The name a player shows at the table: their username, else their full name (never a client-sent name). */
export async function playerNameOf(ctx: AppContext, userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ userName: users.userName, fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.userName || row?.fullName || null;
}
