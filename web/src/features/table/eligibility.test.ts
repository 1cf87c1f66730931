import { describe, expect, it } from "vitest";
import { eligibilityOf } from "./eligibility";

describe("eligibilityOf", () => {
  it("reads 200 as eligible, no answer or a server failure as unknown, anything else as top-up", () => {
    expect(eligibilityOf({ responseCode: 200, responseMessage: "", result: null })).toBe("eligible");
    expect(eligibilityOf({ responseCode: 400, reponseCode: 200, responseMessage: "", result: null })).toBe("eligible");
    expect(eligibilityOf({ responseCode: 400, responseMessage: "", result: null })).toBe("top-up");
    expect(eligibilityOf({ responseCode: 0, responseMessage: "", result: null })).toBe("unknown");
    expect(eligibilityOf({ responseCode: 502, responseMessage: "", result: null })).toBe("unknown");
  });
});

