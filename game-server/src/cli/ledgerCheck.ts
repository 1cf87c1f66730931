/**
 * Reconciles the ledger from the command line, as GET /api/v1/admin/ledger/reconcile does:
 *   pnpm ledger:check
 * Prints what it found; exits 1 on any breach. Same configuration as the server (stop a server that runs on
 * the embedded database first: only one process can open it).
 */
import path from "node:path";
import { openDatabase } from "@arena/db";
import { loadConfig } from "../config.js";
import { checkLedger } from "../services/coins/checkLedger.js";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate();
    const report = await checkLedger(database.db);
    const coins = (minor: number) => (minor / 100).toFixed(2);
    console.log(`ledger on ${database.kind}: ${report.accounts} accounts, ${report.transfers} transfers`);
    for (const [currency, sum] of Object.entries(report.sums)) console.log(`  sum ${currency}: ${coins(sum)} ${sum === 0 ? "ok" : "BREACH"}`);
    for (const [currency, held] of Object.entries(report.house)) console.log(`  the house holds (commission, all its sub-accounts) ${currency}: ${coins(held)}`);
    console.log(`  balances that differ from their transfers: ${report.driftedAccounts.length}`);
    for (const d of report.driftedAccounts) console.log(`    ${d.kind} ${d.id}: ${coins(d.balance)} vs ${coins(d.fromTransfers)}`);
    console.log(`  accounts below zero: ${report.negativeAccounts.length}`);
    console.log(`  orphaned escrows: ${report.orphanedEscrows.length}`);
    for (const o of report.orphanedEscrows) console.log(`    ${o.ref}: ${coins(o.balance)} (${o.why})`);
    const pool = report.referralPool;
    console.log(`  referral pool: ${coins(pool.balance)}, owed to referrers: ${coins(pool.owed)} ${pool.balance === pool.owed ? "ok" : "BREACH"}`);
    console.log(`  open games: ${report.openGames}, pending withdrawals: ${report.pendingWithdrawals}`);
    console.log(report.ok ? "ledger ok" : "LEDGER BREACH");
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
