import { describe, expect, it } from "vitest";
import { CHESS_ERROR_CODES, messages } from "@arena/contracts";
import en from "./locales/chess.en.json";
import es from "./locales/chess.es.json";
import pt from "./locales/chess.pt.json";

describe("the chess texts", () => {
  it("have a text in every language for every refusal code the room sends", () => {
    for (const catalogue of [en, pt, es]) {
      for (const code of CHESS_ERROR_CODES) expect(catalogue.roomError[code], code).toEqual(expect.any(String));
    }
  });

  it("keep the spec's exact English texts", () => {
    expect(en.finished.title).toBe(messages.chessFinished);
    expect(en.errors.gameNotFound).toBe(messages.gameNotFound);
    expect(en.roomError.ROOM_NOT_FULL).toBe(messages.cantStart);
  });
});
