/**
 * The rules repeat the wire contract's words and numbers instead of importing zod with them: this keeps the two in
 * step (the test reads the contract's source module; the package itself does not depend on it).
 */
import { describe, expect, it } from "vitest";
import * as contract from "../../contracts/src/chess.js";
import {
  ABSENT_CLAIM_MS,
  CHESS_COLOURS,
  CHESS_END_REASONS,
  CHESS_RULES_ERRORS,
  DRAW_OFFER_PLIES,
  FIRST_MOVE_MS,
  UNTIMED_MOVE_MS,
} from "./constants.js";

describe("the rules and the wire contract agree", () => {
  it("on colours and end reasons, in order", () => {
    expect(CHESS_COLOURS).toEqual(contract.CHESS_COLOURS);
    expect(CHESS_END_REASONS).toEqual(contract.CHESS_END_REASONS);
  });

  it("on error codes: every rules error but NOT_DUE (the room's own) is a contract code", () => {
    const wire: readonly string[] = contract.CHESS_ERROR_CODES;
    expect(CHESS_RULES_ERRORS.filter((e) => !wire.includes(e))).toEqual(["NOT_DUE"]);
  });

  it("on the limits", () => {
    expect(FIRST_MOVE_MS).toBe(contract.CHESS_FIRST_MOVE_SECONDS * 1000);
    expect(UNTIMED_MOVE_MS).toBe(contract.CHESS_UNTIMED_MOVE_SECONDS * 1000);
    expect(ABSENT_CLAIM_MS).toBe(contract.CHESS_ABSENT_CLAIM_SECONDS * 1000);
    expect(DRAW_OFFER_PLIES).toBe(contract.CHESS_DRAW_OFFER_PLIES);
  });
});
