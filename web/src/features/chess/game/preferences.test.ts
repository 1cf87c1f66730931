import { describe, expect, it } from "vitest";
import { CHESS_PIECE_SET_KEYS } from "@arena/contracts";
import { DEFAULT_PIECE_SET, pieceSetFrom } from "./preferences";

describe("the stored piece set", () => {
  it("is read back as the spec's numeric key", () => {
    for (const key of CHESS_PIECE_SET_KEYS) expect(pieceSetFrom(String(key))).toBe(key);
  });

  it("falls back to the default for nothing stored or a key the spec does not list", () => {
    expect(DEFAULT_PIECE_SET).toBe(12);
    for (const stored of [null, "", "13", "classic", "12.5"]) expect(pieceSetFrom(stored)).toBe(12);
  });
});
