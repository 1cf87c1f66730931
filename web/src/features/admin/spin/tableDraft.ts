/**
 * /admin-spin's editor, headless: a table as the admin types it (prizes in groups — a prize and how many segments carry
 * it — the price and the pot's rules as text), turned into the body of POST admin/spin/tables. The segments are laid
 * out round the wheel by the rules' own `layout` (equal prizes spread, rare ones apart); the body is checked by the
 * contract's schema, the table by the rules' `tableProblems`, and its RTP worked out by `wheelRtp`: the same checks
 * the server makes, so the admin sees before publishing what the server would answer. Pure, tested beside it.
 */
import { wheelTableInputSchema, type WheelPrize, type WheelTableInput, type WheelTableView } from "@arena/contracts";
import { layout, prizeOdds, tableProblems, wheelRtp, type Prize, type WheelRtp, type WheelTable } from "@arena/rules-wheel";
import { normaliseAmount } from "../../coins/money";

export type PrizeKind = WheelPrize["kind"];
export const PRIZE_KINDS: readonly PrizeKind[] = ["coins", "jackpot", "lose"];

export interface PrizeGroupDraft {
  kind: PrizeKind;
  /** × the stake, as typed ("1.5"); only for coins. */
  multiplier: string;
  /** How many segments carry it, as typed. */
  count: string;
}

export interface TableDraft {
  groups: PrizeGroupDraft[];
  price: string;
  freeSpinStake: string;
  jackpotSharePercent: string;
  jackpotSeed: string;
  /** Empty: no cap. */
  jackpotCap: string;
  /** Empty: no must-drop time. */
  mustDropMinutes: string;
}

export const DRAFT_FIELDS = ["price", "freeSpinStake", "jackpotSharePercent", "jackpotSeed", "jackpotCap", "mustDropMinutes"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Why a typed value is not a value yet (the editor's words); what the value may be is the schema's and the rules' to say. */
export type TypedProblem = "number" | "count" | "multiplier";

export interface ReadTable {
  /** The body to publish, when every field reads and the contract's schema and the rules accept it. */
  input: WheelTableInput | null;
  /** The segments round the wheel (what would be drawn), from the groups that read. */
  segments: WheelPrize[];
  /** Fields typed so they cannot be read. */
  typed: Partial<Record<DraftField, TypedProblem>>;
  groupTyped: ({ multiplier?: TypedProblem; count?: TypedProblem } | null)[];
  /** The contract's schema's messages, by field ("segments", "price"…), and the rules' (table-wide), in their words. */
  schema: Partial<Record<string, string>>;
  rules: string[];
  /** The long-run return, when the table reads. */
  rtp: WheelRtp | null;
}

const coinsText = (n: number) => String(Math.round(n * 100) / 100);

/** A published table as a draft to edit (each prize with its segment count, biggest first). */
export function draftFromTable(view: WheelTableView): TableDraft {
  return {
    groups: view.odds.map((o) => ({ kind: o.prize.kind, multiplier: o.prize.kind === "coins" ? String(o.prize.multiplier / 100) : "", count: String(o.segments) })),
    price: coinsText(view.price),
    freeSpinStake: coinsText(view.freeSpinStake),
    jackpotSharePercent: String(view.jackpot.sharePercent),
    jackpotSeed: coinsText(view.jackpot.seed),
    jackpotCap: view.jackpot.cap === null ? "" : coinsText(view.jackpot.cap),
    mustDropMinutes: view.jackpot.mustDropMinutes === null ? "" : String(view.jackpot.mustDropMinutes),
  };
}

/** A number as typed (a decimal comma is read as a point); null when it is not one. */
function readNumber(text: string): number | null {
  const value = normaliseAmount(text.trim());
  if (typeof value !== "string" || !/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(value)) return null;
  return Number(value);
}

/** A multiplier typed as "× the stake" in hundredths (1.5 → 150); null when it is not a positive number with at most 2 decimals. */
function readMultiplier(text: string): number | null {
  const value = readNumber(text);
  if (value === null || value <= 0) return null;
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) < 1e-6 ? hundredths : null;
}

const prizeOf = (kind: PrizeKind, multiplier: number): Prize => (kind === "coins" ? { kind, multiplier } : { kind });

/** The rules' table (minor units, basis points, ms) for an input. */
export function rulesTable(input: WheelTableInput): WheelTable {
  return {
    version: 0,
    segments: input.segments,
    price: Math.round(input.price * 100),
    jackpotShareBps: Math.round(input.jackpotSharePercent * 100),
    jackpotSeed: Math.round(input.jackpotSeed * 100),
    jackpotCap: input.jackpotCap === null ? null : Math.round(input.jackpotCap * 100),
    jackpotMustDropMs: input.mustDropMinutes === null ? null : input.mustDropMinutes * 60_000,
  };
}

export function readDraft(draft: TableDraft): ReadTable {
  const typed: ReadTable["typed"] = {};
  const numbers = {} as Record<DraftField, number | null>;
  for (const field of DRAFT_FIELDS) {
    const optional = field === "jackpotCap" || field === "mustDropMinutes";
    if (optional && draft[field].trim() === "") {
      numbers[field] = null;
      continue;
    }
    numbers[field] = readNumber(draft[field]);
    if (numbers[field] === null) typed[field] = "number";
  }

  const pairs: [Prize, number][] = [];
  const groupTyped = draft.groups.map((group) => {
    const problems: { multiplier?: TypedProblem; count?: TypedProblem } = {};
    const count = readNumber(group.count);
    if (count === null || !Number.isInteger(count) || count < 1) problems.count = "count";
    const multiplier = group.kind === "coins" ? readMultiplier(group.multiplier) : 0;
    if (multiplier === null) problems.multiplier = "multiplier";
    if (Object.keys(problems).length > 0) return problems;
    pairs.push([prizeOf(group.kind, multiplier!), count!]);
    return null;
  });
  const segments = layout(pairs) as WheelPrize[];
  const empty = { segments, typed, groupTyped, schema: {}, rules: [], rtp: null, input: null };
  if (Object.keys(typed).length > 0 || groupTyped.some(Boolean)) return empty;

  const parsed = wheelTableInputSchema.safeParse({
    segments,
    price: numbers.price,
    freeSpinStake: numbers.freeSpinStake,
    jackpotSharePercent: numbers.jackpotSharePercent,
    jackpotSeed: numbers.jackpotSeed,
    jackpotCap: numbers.jackpotCap,
    mustDropMinutes: numbers.mustDropMinutes,
  });
  if (!parsed.success) {
    const schema: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "segments");
      schema[field] ??= issue.message;
    }
    return { ...empty, schema };
  }
  const table = rulesTable(parsed.data);
  const rules = tableProblems(table);
  return { ...empty, schema: {}, rules, rtp: wheelRtp(table), input: rules.length === 0 ? parsed.data : null };
}

/** The draft's odds as the wheel would publish them (prize, segments, chance). */
export const draftOdds = (segments: readonly WheelPrize[]) => (segments.length > 0 ? prizeOdds({ segments }) : []);
