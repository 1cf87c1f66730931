import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import type { ChessResultEntry } from "@arena/contracts";
import en from "./locales/chess.en.json";
import { myOutcome, reasonText, resultRows, verdictText } from "./result";

/** English texts, as i18next would give them (nested keys, {{side}} filled in). */
const t = ((key: string, options?: { side?: string; defaultValue?: string }) => {
  const text = key
    .replace(/^chess\./, "")
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof text === "string" ? text.replace("{{side}}", options?.side ?? "") : (options?.defaultValue ?? key);
}) as unknown as TFunction;

const entry = (over: Partial<ChessResultEntry>): ChessResultEntry => ({
  uid: "u1",
  nickname: "ana",
  color: "white",
  outcome: "win",
  reason: "checkmate",
  winingAmount: 9,
  isBot: false,
  ...over,
});

describe("the result of a chess game", () => {
  const decisive = [entry({}), entry({ uid: "u2", nickname: "bruno", color: "black", outcome: "loss", winingAmount: 0 })];

  it("puts the winner first with the prize, and marks you by your user id", () => {
    const rows = resultRows(decisive, { id: "u2", colour: "black" }, t);
    expect(rows.map((r) => [r.name, r.rank, r.amount, r.isMe])).toEqual([
      ["ana", 1, 9, false],
      ["bruno", 2, 0, true],
    ]);
    expect(rows[0]!.detail).toBe("White");
    expect(myOutcome(decisive, { id: "u2", colour: "black" })).toBe("loss");
  });

  it("levels both sides on a draw, each with the fee back, and says draw instead of won or lost", () => {
    const draw = [entry({ outcome: "draw", reason: "stalemate", winingAmount: 5 }), entry({ uid: "u2", color: "black", outcome: "draw", reason: "stalemate", winingAmount: 5 })];
    expect(resultRows(draw, { id: "u1", colour: "white" }, t).map((r) => r.rank)).toEqual([1, 1]);
    expect(verdictText(myOutcome(draw, { id: "u1", colour: "white" }), t)).toBe(en.result.draw);
    expect(verdictText("win", t)).toBeUndefined();
  });

  it("finds you by colour against the computer before your profile is known, and marks the computer", () => {
    const computer = [entry({ uid: "bot-p2", nickname: "Computer level 3", color: "white", isBot: true }), entry({ uid: "u9", color: "black", outcome: "loss" })];
    const rows = resultRows(computer, { id: null, colour: "black" }, t);
    expect(rows.map((r) => r.isMe)).toEqual([false, true]);
    expect(rows[0]!.detail).toBe(`White · ${en.players.computer}`);
  });

  it("is nobody's outcome for someone who did not play", () => {
    expect(myOutcome(decisive, { id: "u7", colour: "" })).toBeNull();
  });

  it("names the reason, with the winning side where there is one", () => {
    expect(reasonText("checkmate", "white", t)).toBe("White wins by checkmate.");
    expect(reasonText("threefold", "", t)).toBe(en.reason.threefold);
  });
});

describe("reasons that may or may not have a winner", () => {
  it("says who won a claim, or that the claim was a draw", () => {
    expect(reasonText("claim", "black", t)).toContain("Black");
    expect(reasonText("claim", "", t)).toBe(en.reason.claimNoWinner);
  });
});
