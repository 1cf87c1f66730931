import { describe, expect, it } from "vitest";
import en from "./locales/blackjack.en.json";
import es from "./locales/blackjack.es.json";
import pt from "./locales/blackjack.pt.json";
import { BLACKJACK_ERROR_CODES } from "@arena/contracts";
import { placeholderMap } from "../../i18n/placeholders";

describe("Black Jack's texts", () => {
  it("say the same things in English, Portuguese and Spanish, with the same placeholders", () => {
    expect(placeholderMap(pt)).toEqual(placeholderMap(en));
    expect(placeholderMap(es)).toEqual(placeholderMap(en));
  });

  it("word every refusal the room can send", () => {
    expect(Object.keys(en.roomError).sort()).toEqual([...BLACKJACK_ERROR_CODES].sort());
  });
});
