import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.js";

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "arena-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(-1);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migrations", () => {
  it("move every Ludo game of ludo_games into game_records, losing none", async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo("0008_withdrawal_confirmation") });
      const players = JSON.stringify([{ userId: null, playerName: "Bot blue", color: "blue", isBot: true }]);
      const rolls = JSON.stringify([{ nonce: 0, color: "blue", dice: 6 }]);
      const winners = JSON.stringify([{ id: 1, nickname: "Bot blue", winner: true, uid: "bot-blue", color: "blue", status: "FINISHED", winingAmount: 0, isBot: true }]);
      await client.query(
        `insert into ludo_games (id, room_id, game_type, rules, currency, fee, status, players, server_seed, server_seed_hash, client_seed, rolls, winners, started_at, ended_at, interrupted_at, interruption_seen_by)
         values ('11111111-1111-4111-8111-111111111111', 'room_ab12', 'Classic', 'classic', 'COIN', 500, 'finished', $1, 'seed-1', 'hash-1', 'blue:x', $2, $3, '2026-11-01T10:00:00Z', '2026-11-01T10:05:00Z', null, '[]'),
                ('22222222-2222-4222-8222-222222222222', '123456', 'Private', 'quick', 'FREE', 0, 'aborted', $1, 'seed-2', 'hash-2', 'blue:y', '[]', '[]', '2026-11-02T10:00:00Z', '2026-11-02T10:01:00Z', '2026-11-02T10:01:00Z', '["u1"]'),
                ('33333333-3333-4333-8333-333333333333', 'room_cd34', 'Quick Play', 'quick', 'COIN', 100, 'active', $1, 'seed-3', 'hash-3', 'blue:z', '[]', '[]', '2026-11-03T10:00:00Z', null, null, '[]')`,
        [players, rolls, winners],
      );

      await migrate(db, { migrationsFolder });

      const { rows } = await client.query<Record<string, unknown>>(
        "select id, game, room_id, mode, currency, fee, status, players, server_seed, server_seed_hash, client_seed, draws, result, details, started_at, ended_at, interrupted_at, interruption_seen_by from game_records order by started_at",
      );
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({
        id: "11111111-1111-4111-8111-111111111111",
        game: "ludo",
        room_id: "room_ab12",
        mode: "Classic",
        currency: "COIN",
        fee: 500,
        status: "finished",
        players: JSON.parse(players),
        server_seed: "seed-1",
        server_seed_hash: "hash-1",
        client_seed: "blue:x",
        draws: JSON.parse(rolls),
        result: JSON.parse(winners),
        details: { rules: "classic" },
        interrupted_at: null,
      });
      expect(rows[1]).toMatchObject({ mode: "Private", status: "aborted", details: { rules: "quick" }, interruption_seen_by: ["u1"] });
      expect(rows[1]!.interrupted_at).toBeInstanceOf(Date);
      expect(rows[2]).toMatchObject({ mode: "Quick Play", status: "active", ended_at: null });
      const { rows: left } = await client.query("select to_regclass('public.ludo_games') as t");
      expect(left[0]).toEqual({ t: null });
    } finally {
      await client.close();
    }
  }, 60_000);
});
