import { afterAll, beforeAll, expect } from "vitest";
import { checkLedger } from "../src/services/coins/checkLedger.js";
import { startPlatformWithMail } from "./accounts.js";
import { makePlayer } from "./directAccounts.js";
import { fund } from "./paidGames.js";
import type { TestPlatform } from "./platform.js";

/**
 * A test file's platform for its REST tests: started (with the in-process SMTP inbox) before the file's tests and
 * closed after them, with the seeded admin's token, a caller of `/api/v1`, a player's COIN balance, the ledger
 * reconciliation and funded players. `t` and `adminToken` are read once the file's tests run.
 */
export function useRestPlatform() {
  let started: Awaited<ReturnType<typeof startPlatformWithMail>> | undefined;
  beforeAll(async () => {
    started = await startPlatformWithMail();
  });
  afterAll(async () => {
    await started?.close();
  });
  const env = {
    get t(): TestPlatform {
      return started!.t;
    },
    get adminToken(): string {
      return started!.adminToken;
    },
    call: (path: string, token?: string, method = "GET", json?: unknown) =>
      env.t.api(`/api/v1/${path}`, { method, ...(token && { token }), ...(json !== undefined && { json }) }),
    wallet: async (token: string) => (await env.call("user/view-wallet?currency=COIN", token)).body.result.balance as number,
    /** The ledger reconciles and no escrow is left without its game, draw, race or question. */
    ledgerClean: async () => {
      const check = await checkLedger(env.t.platform.ctx.db);
      expect(check.ok).toBe(true);
      expect(check.orphanedEscrows).toEqual([]);
    },
    /** A new signed-in player holding `coins` real coins. */
    player: async (coins = 0) => {
      const p = await makePlayer(env.t);
      if (coins) await fund(env.t.platform.ctx, p.user.id, coins * 100);
      return p;
    },
  };
  return env;
}
