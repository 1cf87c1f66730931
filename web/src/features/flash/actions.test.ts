import { describe, expect, it } from "vitest";
import { actionButtons, buttonForKey, decisionKey, sideshowAskedOf } from "./actions";
import { flashPlayer, flashView } from "./testing";
import { NO_CHOICES } from "./view";

describe("the action bar", () => {
  it("shows only the choices the server offers, with their prices", () => {
    const choices = { ...NO_CHOICES, seat: "2", bet: 1, double: 2, see: true, pack: true };
    const buttons = actionButtons(choices, "2", false);
    expect(buttons.map((b) => [b.kind, b.amount])).toEqual([
      ["see", 0],
      ["blind", 1],
      ["raise", 2],
      ["pack", 0],
    ]);
    expect(buttons.find((b) => b.kind === "blind")?.primary).toBe(true);
    expect(buttons.find((b) => b.kind === "raise")?.move).toEqual({ type: "bet", double: true });
  });

  it("names a seen player's bet Chaal and offers show and sideshow only when priced", () => {
    const seen = actionButtons({ ...NO_CHOICES, seat: "4", bet: 2, betAllIn: true, show: 2, sideshow: 2, sideshowTarget: "1", pack: true }, "4", true);
    expect(seen.map((b) => b.kind)).toEqual(["chaal", "show", "sideshow", "pack"]);
    expect(seen[0]!.allIn).toBe(true);
    expect(seen.find((b) => b.kind === "sideshow")?.target).toBe("1");
    expect(seen.find((b) => b.kind === "show")?.move).toEqual({ type: "show_down" });
  });

  it("has nothing for a seat that is not to act, or that is answering a sideshow", () => {
    expect(actionButtons({ ...NO_CHOICES, seat: "2", bet: 1, pack: true }, "3", false)).toEqual([]);
    expect(actionButtons({ ...NO_CHOICES, seat: "2", bet: 1, pack: true }, null, false)).toEqual([]);
    expect(actionButtons({ ...NO_CHOICES, seat: "2", answerSideshow: true }, "2", true)).toEqual([]);
  });

  it("presses buttons by their keys", () => {
    const buttons = actionButtons({ ...NO_CHOICES, seat: "1", bet: 1, see: true, pack: true }, "1", false);
    expect(buttonForKey(buttons, "P")?.kind).toBe("pack");
    expect(buttonForKey(buttons, "c")?.kind).toBe("blind");
    expect(buttonForKey(buttons, "r")).toBeUndefined();
    expect(buttonForKey(buttons, "Enter")).toBeUndefined();
  });

  it("knows who asked you for a sideshow, and when the decision in front of the table changed", () => {
    const asked = flashView({ gameStatus: "active", sideshowAsker: "3", choices: { ...NO_CHOICES, seat: "5", answerSideshow: true }, players: { "5": flashPlayer({ seen: true }) } });
    expect(sideshowAskedOf(asked, "5")).toBe("3");
    expect(sideshowAskedOf(asked, "3")).toBeNull();
    const before = decisionKey(asked);
    expect(decisionKey({ ...asked, lastAction: { ...asked.lastAction, n: 9 } })).not.toBe(before);
    expect(decisionKey({ ...asked })).toBe(before);
  });
});
