import { describe, expect, it } from "vitest";
import { isNonNegativeNumberText, numberKeyVerdict, type NumberFieldText } from "./numberInput";

/** The caret at the end of the text, as after typing it. */
const at = (value: string, selectionStart = value.length, selectionEnd = selectionStart): NumberFieldText => ({ value, selectionStart, selectionEnd });
const press = (key: string, field: NumberFieldText, options?: Parameters<typeof numberKeyVerdict>[2], mods = {}) =>
  numberKeyVerdict({ key, ...mods }, field, options).action;

describe("minus (spec 5: blocked when the result would be negative or not a number)", () => {
  it("is blocked wherever it would go: in front (negative), inside or after (not a number), in an empty field", () => {
    for (const options of [{}, { decimals: true }, { step: 1 }]) {
      expect(press("-", at("5", 0), options)).toBe("block");
      expect(press("-", at("15", 1), options)).toBe("block");
      expect(press("-", at("5"), options)).toBe("block");
      expect(press("-", at(""), options)).toBe("block");
    }
  });
  it("is blocked even when it would replace the whole selection (\"-\" alone is not a number)", () => {
    expect(press("-", at("250", 0, 3))).toBe("block");
  });
  it("passes with Ctrl, Cmd or Alt held (shortcuts, e.g. zoom out) and while an input method composes", () => {
    expect(press("-", at("5"), {}, { ctrlKey: true })).toBe("allow");
    expect(press("-", at("5"), {}, { metaKey: true })).toBe("allow");
    expect(press("-", at("5"), {}, { altKey: true })).toBe("allow");
    expect(press("-", at("5"), {}, { isComposing: true })).toBe("allow");
  });
});

describe("arrow up and arrow down", () => {
  it("step a stepping field and hand back the new value", () => {
    expect(numberKeyVerdict({ key: "ArrowUp" }, at("10"), { step: 1 })).toEqual({ action: "step", value: "11" });
    expect(numberKeyVerdict({ key: "ArrowDown" }, at("10"), { step: 1 })).toEqual({ action: "step", value: "9" });
    expect(numberKeyVerdict({ key: "ArrowDown" }, at("1"), { step: 1 })).toEqual({ action: "step", value: "0" });
    expect(numberKeyVerdict({ key: "ArrowUp" }, at(""), { step: 1 })).toEqual({ action: "step", value: "1" });
  });
  it("are blocked where the value would go below zero", () => {
    expect(press("ArrowDown", at("0"), { step: 1 })).toBe("block");
    expect(press("ArrowDown", at(""), { step: 1 })).toBe("block");
    expect(press("ArrowDown", at("0.5"), { step: 1, decimals: true })).toBe("block");
  });
  it("are blocked where the field holds no number", () => {
    expect(press("ArrowUp", at("1e3"), { step: 1 })).toBe("block");
    expect(press("ArrowUp", at("12abc"), { step: 1 })).toBe("block");
    expect(press("ArrowDown", at("."), { step: 1, decimals: true })).toBe("block");
  });
  it("step decimals in either separator without float noise", () => {
    expect(numberKeyVerdict({ key: "ArrowUp" }, at("0,2"), { step: 0.1, decimals: true })).toEqual({ action: "step", value: "0.3" });
    expect(numberKeyVerdict({ key: "ArrowDown" }, at("10.5"), { step: 1, decimals: true })).toEqual({ action: "step", value: "9.5" });
  });
  it("are left alone in a field that does not step: there they move the caret and change no value", () => {
    expect(press("ArrowUp", at("5"))).toBe("allow");
    expect(press("ArrowDown", at(""), { decimals: true })).toBe("allow");
  });
});

describe("other keys", () => {
  it("digits pass; navigation and editing keys pass", () => {
    expect(press("7", at("12", 1))).toBe("allow");
    for (const key of ["Backspace", "Delete", "Tab", "Enter", "ArrowLeft", "Home", "Unidentified"]) expect(press(key, at("12"))).toBe("allow");
  });
  it("what would make the text no number is blocked: plus, exponent, letters", () => {
    for (const key of ["+", "e", "E", "x"]) {
      expect(press(key, at("12"))).toBe("block");
      expect(press(key, at("12"), { decimals: true })).toBe("block");
    }
  });
  it("one decimal separator, only where decimals are allowed", () => {
    expect(press(".", at("12"))).toBe("block");
    expect(press(",", at("12"))).toBe("block");
    expect(press(".", at("12"), { decimals: true })).toBe("allow");
    expect(press(",", at("12"), { decimals: true })).toBe("allow");
    expect(press(".", at(""), { decimals: true })).toBe("allow");
    expect(press(".", at("1.5"), { decimals: true })).toBe("block");
    expect(press(".", at("1,5"), { decimals: true })).toBe("block");
  });
  it("a key replacing a selection is judged on what it leaves", () => {
    expect(press(".", at("1.5", 1, 2), { decimals: true })).toBe("allow");
    expect(press("3", at("1-2", 1, 2))).toBe("allow");
  });
  it("type=\"number\" fields give no caret: the key is judged at the end", () => {
    expect(press("-", { value: "5", selectionStart: null, selectionEnd: null })).toBe("block");
    expect(press("5", { value: "5", selectionStart: null, selectionEnd: null })).toBe("allow");
  });
});

describe("isNonNegativeNumberText", () => {
  it("takes numbers ≥ 0 and their beginnings, spaces as grouping in amounts", () => {
    for (const text of ["", "0", "12", "12.", "12,5", ".5", "1 000,25"]) expect(isNonNegativeNumberText(text, { decimals: true })).toBe(true);
    for (const text of ["-", "-1", "1-", "1e5", "1.2.3", "1,000.5", "+1", "abc"]) expect(isNonNegativeNumberText(text, { decimals: true })).toBe(false);
    expect(isNonNegativeNumberText("1 000")).toBe(false);
    expect(isNonNegativeNumberText("1.5")).toBe(false);
  });
});
