import type { TransactionFilter } from "@arena/contracts";
import { walletTransactions, type Runner } from "@arena/db";
import { desc } from "drizzle-orm";
import ExcelJS from "exceljs";
import { expireUnconfirmedWithdrawals, toTransaction, transactionWhere } from "./walletTransactions.js";

export const EXPORT_MAX_ROWS = 50_000;

/** The player's transactions with the same filter as the list, as a real .xlsx workbook. */
export async function exportTransactions(db: Runner, userId: string, f: Omit<TransactionFilter, "page" | "limit">): Promise<Buffer> {
  await expireUnconfirmedWithdrawals(db, userId);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(transactionWhere(userId, f))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(EXPORT_MAX_ROWS);
  const book = new ExcelJS.Workbook();
  book.creator = "Coin Arena";
  const sheet = book.addWorksheet("Transactions");
  sheet.columns = [
    { header: "Date", key: "createdAt", width: 22 },
    { header: "Transaction ID", key: "_id", width: 38 },
    { header: "Type", key: "transactionType", width: 12 },
    { header: "Status", key: "transactionStatus", width: 11 },
    { header: "Amount", key: "amount", width: 12, style: { numFmt: "#,##0.00" } },
    { header: "Currency", key: "currency", width: 9 },
    { header: "Description", key: "description", width: 40 },
    { header: "Reference", key: "reference", width: 38 },
    { header: "Reason", key: "reason", width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows.map(toTransaction)) sheet.addRow({ ...r, createdAt: new Date(r.createdAt) });
  return Buffer.from(await book.xlsx.writeBuffer());
}
