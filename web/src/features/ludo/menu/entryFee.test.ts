import { describe, expect, it } from "vitest";
import { LUDO_FEE_STEPS } from "@arena/contracts";
import { acceptPrivateFee, canCreateWithFee, canStepFee, freeColoursOf, privateFeeFrom, stepFee, toStepFee } from "./entryFee";

describe("stepFee", () => {
  it("moves along 1, 5, 10, 20, 25, 50, 100", () => {
    const up: number[] = [1];
    while (canStepFee(up[up.length - 1]!, 1)) up.push(stepFee(up[up.length - 1]!, 1));
    expect(up).toEqual([...LUDO_FEE_STEPS]);
    expect(stepFee(25, -1)).toBe(20);
    expect(stepFee(5, -1)).toBe(1);
  });
  it("stays at either end", () => {
    expect(stepFee(1, -1)).toBe(1);
    expect(stepFee(100, 1)).toBe(100);
    expect(canStepFee(1, -1)).toBe(false);
    expect(canStepFee(100, 1)).toBe(false);
  });
  it("moves a fee between steps to the neighbouring step", () => {
    expect(stepFee(7, 1)).toBe(10);
    expect(stepFee(7, -1)).toBe(5);
    expect(toStepFee(7)).toBe(5);
    expect(toStepFee(500)).toBe(100);
    expect(toStepFee(0)).toBe(1);
  });
});

describe("private fee", () => {
  it("takes whole coins from 0 to 1000; an empty field is 0", () => {
    expect(acceptPrivateFee("1")).toBe(1);
    expect(acceptPrivateFee("1000")).toBe(1000);
    expect(acceptPrivateFee(" 250 ")).toBe(250);
    expect(acceptPrivateFee("0")).toBe(0);
    expect(acceptPrivateFee("")).toBe(0);
  });
  it("ignores values below 0, above 1000 or not whole: the previous fee stays", () => {
    expect(privateFeeFrom("-1", 40)).toBe(40);
    expect(privateFeeFrom("1001", 40)).toBe(40);
    expect(privateFeeFrom("2.5", 40)).toBe(40);
    expect(privateFeeFrom("abc", 40)).toBe(40);
    expect(privateFeeFrom("999", 40)).toBe(999);
  });
  it("keeps Create disabled at 0", () => {
    expect(canCreateWithFee(0)).toBe(false);
    expect(canCreateWithFee(1)).toBe(true);
  });
});

describe("freeColoursOf", () => {
  it("is the four colours minus those taken", () => {
    expect(freeColoursOf([])).toEqual(["green", "blue", "yellow", "red"]);
    expect(freeColoursOf([{ color: "blue" }, { color: "RED" }])).toEqual(["green", "yellow"]);
  });
});
