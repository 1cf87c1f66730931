import { describe, expect, it } from "vitest";
import { cardText, facesOf, isCourt, parseCardName, rankLabel } from "./cards";

describe("card names", () => {
  it("reads the rules' names: rank then suit, ten as T", () => {
    expect(parseCardName("As")).toEqual({ name: "As", rank: "A", suit: "s", red: false });
    expect(parseCardName("Td")).toEqual({ name: "Td", rank: "T", suit: "d", red: true });
    expect(parseCardName("2h")?.red).toBe(true);
    expect(parseCardName("kc")).toEqual({ name: "Kc", rank: "K", suit: "c", red: false });
  });

  it("refuses what names no card", () => {
    for (const bad of ["", "A", "10h", "1s", "Ax", "Asd", "??"]) expect(parseCardName(bad), bad).toBeNull();
    expect(facesOf(["As", "xx", "Kd"]).map((f) => f.name)).toEqual(["As", "Kd"]);
  });

  it("prints the ten as 10 and each suit as its symbol", () => {
    expect(rankLabel("T")).toBe("10");
    expect(cardText(parseCardName("Th")!)).toBe("10♥");
    expect(cardText(parseCardName("Qc")!)).toBe("Q♣");
    expect(["J", "Q", "K"].every((r) => isCourt(r as never))).toBe(true);
    expect(isCourt("A")).toBe(false);
  });
});
