/** The Postgres error behind a driver or drizzle error, as PGlite and postgres-js report it. */
function* causes(err: unknown): Generator<{ code?: unknown; constraint_name?: unknown; constraint?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown };
  }
}

/** True for a unique violation (23505), optionally of one named constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (const e of causes(err)) {
    if (e.code !== "23505") continue;
    if (!constraint) return true;
    const name = String(e.constraint_name ?? e.constraint ?? "");
    if (name === constraint || (!name && String((e as Error).message ?? "").includes(constraint))) return true;
  }
  return false;
}
