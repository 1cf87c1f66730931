/** A debit would take a non-overdraft account below zero. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId?: string) {
    super("insufficient funds");
    this.name = "InsufficientFundsError";
  }
}

/** The same idempotency key was sent before with different fields. */
export class IdempotencyConflictError extends Error {
  constructor(readonly key: string) {
    super(`idempotency key reused with different fields: ${key}`);
    this.name = "IdempotencyConflictError";
  }
}

/** Postgres reports a failed CHECK constraint as 23514; the no-overdraft check is the one a debit can break. */
export function isOverdraft(err: unknown): boolean {
  for (let e = err as { code?: string; constraint_name?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const named = `${e.constraint_name ?? ""} ${e.constraint ?? ""} ${e.message ?? ""}`;
    if (e.code === "23514" || named.includes("ledger_accounts_no_overdraft_ck")) {
      if (named.includes("no_overdraft")) return true;
    }
  }
  return false;
}
