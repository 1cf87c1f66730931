import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll } from "vitest";
import { openDatabase } from "@arena/db";

/**
 * On real Postgres (DATABASE_URL set, as CI's second pass does) each test file gets a database of its own, made
 * and migrated here and dropped after the file. Files run in parallel and several check the whole ledger
 * (`checkLedger`): a game another file left open on purpose, a crash it staged, must not fail them. Child
 * processes a test starts inherit the file's DATABASE_URL.
 */
const base = process.env.DATABASE_URL;
if (base) {
  const name = `arena_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, maxConnections: 1 });
  await database.migrate();
  await database.close();
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
}
