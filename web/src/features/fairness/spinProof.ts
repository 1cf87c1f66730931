/**
 * A spin's proof in the /fairness address: what the player's spin history links with (the revealed server seed, the
 * committed hash, the client seed, the nonce, how many segments the wheel had and the segment recorded), and what the
 * check reads back. Pure, tested beside it.
 */

export interface SpinProof {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The wheel's segment count for the spin's table version: the draw is over these. */
  segments: number;
  /** The segment the server recorded for the spin (0 = the first clockwise from the top). */
  segment: number;
}

/** The check's fields as typed (text): filled from the address, or empty. */
export type SpinProofFields = { [K in keyof SpinProof]: string };

const KEYS: readonly (keyof SpinProof)[] = ["serverSeed", "serverSeedHash", "clientSeed", "nonce", "segments", "segment"];
/** Address parameter of each field (short: a whole proof fits a link). */
const PARAM: Record<keyof SpinProof, string> = { serverSeed: "seed", serverSeedHash: "hash", clientSeed: "client", nonce: "nonce", segments: "segments", segment: "segment" };

/** `/fairness?game=spin&…` for a spin whose server seed is revealed. */
export function spinCheckPath(proof: SpinProof): string {
  const query = new URLSearchParams({ game: "spin" });
  for (const key of KEYS) query.set(PARAM[key], String(proof[key]));
  return `/fairness?${query.toString()}`;
}

/** The fields a check starts with, from the address (anything missing is empty). */
export function readSpinFields(params: URLSearchParams): SpinProofFields {
  return Object.fromEntries(KEYS.map((key) => [key, (params.get(PARAM[key]) ?? "").trim()])) as SpinProofFields;
}

/** Writes typed fields into the address (the check can be shared or reloaded), keeping `game=spin`. */
export function writeSpinFields(fields: SpinProofFields): URLSearchParams {
  const query = new URLSearchParams({ game: "spin" });
  for (const key of KEYS) if (fields[key].trim()) query.set(PARAM[key], fields[key].trim());
  return query;
}

const wholeNumber = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

export type SpinFieldProblem = "missing" | "notNumber" | "segments" | "segment";

/** What is wrong with each typed field (none: the proof can be checked). Segments: 8 to 64, as the rules allow. */
export function spinFieldProblems(fields: SpinProofFields): Partial<Record<keyof SpinProof, SpinFieldProblem>> {
  const problems: Partial<Record<keyof SpinProof, SpinFieldProblem>> = {};
  for (const key of KEYS) if (!fields[key].trim()) problems[key] = "missing";
  for (const key of ["nonce", "segments", "segment"] as const) {
    if (!problems[key] && wholeNumber(fields[key]) === null) problems[key] = "notNumber";
  }
  const segments = wholeNumber(fields.segments);
  if (!problems.segments && segments !== null && (segments < 8 || segments > 64)) problems.segments = "segments";
  const segment = wholeNumber(fields.segment);
  if (!problems.segment && segment !== null && segments !== null && segment >= segments) problems.segment = "segment";
  return problems;
}

/** The proof from fields without problems. */
export function proofOf(fields: SpinProofFields): SpinProof | null {
  if (Object.keys(spinFieldProblems(fields)).length > 0) return null;
  return {
    serverSeed: fields.serverSeed.trim(),
    serverSeedHash: fields.serverSeedHash.trim(),
    clientSeed: fields.clientSeed.trim(),
    nonce: Number(fields.nonce),
    segments: Number(fields.segments),
    segment: Number(fields.segment),
  };
}
