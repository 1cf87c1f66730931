import { describe, expect, it } from "vitest";
import { fieldOf, formErrors, formOf, nextStep, sortedSteps, stepsResolver, type StepsForm } from "./betSteps";

const check = (list: number[]) => stepsResolver(formOf(list), undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the bet steps editor's check", () => {
  it("passes a list the contract accepts and sends it smallest first", async () => {
    const form = formOf([25, 1, 5.5]);
    expect((await check([25, 1, 5.5])).errors).toEqual({});
    expect(sortedSteps(form)).toEqual([1, 5.5, 25]);
  });

  it("puts a step's complaint on that step, in the contract's words", async () => {
    const { errors } = await check([1, 0.05, 20_000, Number.NaN, 1.234]);
    const steps = errors.steps as unknown as Record<number, { amount: { message: string } }>;
    expect(steps[1]!.amount.message).toBe("A bet is at least 0.1 coins.");
    expect(steps[2]!.amount.message).toBe("A bet is at most 10,000 coins.");
    expect(steps[3]!.amount.message).toBe("A bet is a number of coins.");
    expect(steps[4]!.amount.message).toBe("Use at most 2 decimals.");
    expect(steps[0]).toBeUndefined();
  });

  it("puts the list's own complaints (none, too many, twice the same) on the list", async () => {
    const root = async (list: number[]) => ((await check(list)).errors.steps as { root?: { message: string } } | undefined)?.root?.message;
    expect(await root([])).toBe("Offer at least one bet.");
    expect(await root(Array.from({ length: 13 }, (_, i) => i + 1))).toBe("Offer at most 12 bets.");
    expect(await root([5, 5])).toBe("Each bet once.");
  });

  it("reads the server's field errors onto the same fields", () => {
    expect(fieldOf("betAmountList.3")).toBe("steps.3.amount");
    expect(fieldOf("betAmountList")).toBe("steps.root");
    expect(fieldOf("_")).toBe("steps.root");
    const errors = formErrors([
      ["betAmountList.0", "A bet is at least 0.1 coins."],
      ["betAmountList", "Each bet once."],
    ]) as unknown as { steps: Record<string, unknown> };
    expect(errors.steps[0]).toEqual({ amount: { type: "validate", message: "A bet is at least 0.1 coins." } });
    expect(errors.steps.root).toEqual({ type: "validate", message: "Each bet once." });
    const none: StepsForm = formOf([]);
    expect(none.steps).toEqual([]);
  });

  it("starts a new step at twice the largest, within the limit", () => {
    expect(nextStep([1, 5, 100])).toBe(200);
    expect(nextStep([8000])).toBe(10_000);
    expect(nextStep([Number.NaN])).toBe(1);
  });
});
