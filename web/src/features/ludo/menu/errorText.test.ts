import { describe, expect, it } from "vitest";
import { messages } from "@arena/contracts";
import { errorText } from "./errorText";

describe("errorText", () => {
  it("shows the server's text of a refused join or create", () => {
    expect(errorText(new Error(messages.notEnoughAmount))).toBe(messages.notEnoughAmount);
    expect(errorText(new Error(messages.selectTokenFirst))).toBe(messages.selectTokenFirst);
  });
  it("reads an unknown room id as 'Game not found' and anything else as the generic message", () => {
    expect(errorText(Object.assign(new Error('room "123456" not found'), { code: 404 }))).toBe(messages.gameNotFound);
    expect(errorText(Object.assign(new Error('room "123456" not found'), { code: 522 }))).toBe(messages.gameNotFound);
    expect(errorText(new Error(""))).toBe(messages.somethingWentWrong);
    expect(errorText("boom")).toBe(messages.somethingWentWrong);
  });
});
