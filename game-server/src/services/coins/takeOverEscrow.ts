import { gameEscrows } from "@arena/db";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";

/**
 * A table takes over an escrow whose fees were held before it existed (the Quick Play queue holds into the escrow of
 * the table it will make): the table's process keeps it alive and resolves it from now on, whichever process held
 * the fees. False when the escrow is no longer open (refunded meanwhile): the table must not start on it.
 */
export async function takeOverEscrow(ctx: AppContext, gameId: string, processId: string): Promise<boolean> {
  const rows = await ctx.db
    .update(gameEscrows)
    .set({ processId, heartbeatAt: new Date() })
    .where(and(eq(gameEscrows.id, gameId), eq(gameEscrows.status, "open")))
    .returning({ id: gameEscrows.id });
  return rows.length > 0;
}
