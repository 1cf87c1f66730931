import { describe, expect, it } from "vitest";
import { LUDO_ERROR_CODES } from "@arena/contracts";
import en from "../locales/ludo-game.en.json";
import es from "../locales/ludo-game.es.json";
import pt from "../locales/ludo-game.pt.json";

describe("room refusals", () => {
  it("have a text in every language for every code the server sends", () => {
    for (const catalogue of [en, pt, es]) {
      for (const code of LUDO_ERROR_CODES) expect(catalogue.roomError[code], code).toEqual(expect.any(String));
    }
  });

  it("keep the spec's exact English text where the spec gives one", () => {
    expect(en.roomError.ROOM_NOT_FULL).toBe("Can't start untill all player joines");
  });
});
