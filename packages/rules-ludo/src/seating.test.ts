import { describe, expect, it } from "vitest";
import { botColours, freeColours, pickColour } from "./seating.js";

const two = { players: 2, assigned: false };
const four = { players: 4, assigned: false };
const quick = { players: 4, assigned: true };

describe("seating", () => {
  it("seats the second of two players opposite the first, whatever they ask", () => {
    expect(freeColours(two, ["green"])).toEqual(["blue"]);
    expect(freeColours(two, ["red"])).toEqual(["yellow"]);
    expect(pickColour(two, ["green"], "red")).toEqual({ ok: true, colour: "blue" });
    expect(pickColour(two, ["green"], null)).toEqual({ ok: true, colour: "blue" });
  });

  it("lets a larger table's joiners choose, and asks for a colour when none is chosen", () => {
    expect(freeColours(four, ["green", "red"])).toEqual(["yellow", "blue"]);
    expect(pickColour(four, ["green"], "yellow")).toEqual({ ok: true, colour: "yellow" });
    expect(pickColour(four, ["green"], null)).toEqual({ ok: false, error: "SELECT_COLOUR" });
    expect(pickColour(four, ["green"], "green")).toEqual({ ok: false, error: "COLOUR_TAKEN" });
    // The first seat may come without a colour: it gets the first one round the board.
    expect(pickColour(four, [], null)).toEqual({ ok: true, colour: "red" });
  });

  it("gives colours out itself at a Quick Play table, and says when it is full", () => {
    expect(pickColour(quick, ["red"], null)).toEqual({ ok: true, colour: "green" });
    expect(pickColour(quick, ["red"], "red")).toEqual({ ok: true, colour: "green" });
    expect(pickColour(quick, ["red", "green", "yellow", "blue"], null)).toEqual({ ok: false, error: "TABLE_FULL" });
  });

  it("sits computer players opposite the person first, then round the board", () => {
    expect(botColours("green", 1)).toEqual(["blue"]);
    expect(botColours("green", 3)).toEqual(["blue", "red", "yellow"]);
    expect(botColours("red", 2)).toEqual(["yellow", "green"]);
  });
});
