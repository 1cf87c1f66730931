import { describe, expect, it } from "vitest";
import { PRIVATE_ROOM_CODE, PRIVATE_ROOM_PASSWORD, PUBLIC_ROOM_NAME } from "@arena/contracts";
import { privateRoomCode, privateRoomPassword, publicRoomName, randomLettersAndDigits } from "./roomNames";

/** A fixed sequence standing in for Math.random. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("publicRoomName", () => {
  it("is 'room_' plus 4 letters or digits", () => {
    expect(publicRoomName(sequence(0, 0.5, 0.999, 0.25))).toBe("room_Af9P");
    for (let i = 0; i < 50; i++) expect(publicRoomName()).toMatch(PUBLIC_ROOM_NAME);
  });
});

describe("privateRoomCode", () => {
  it("is the last 6 digits of the time stamp", () => {
    expect(privateRoomCode(1_732_245_123_456)).toBe("123456");
    expect(privateRoomCode(1_700_000_000_042)).toBe("000042");
    expect(privateRoomCode(Date.UTC(2025, 0, 1))).toMatch(PRIVATE_ROOM_CODE);
  });
});

describe("privateRoomPassword", () => {
  it("is 8 letters or digits", () => {
    expect(privateRoomPassword(sequence(0.1, 0.9))).toBe("G3G3G3G3");
    for (let i = 0; i < 50; i++) expect(privateRoomPassword()).toMatch(PRIVATE_ROOM_PASSWORD);
  });
  it("never reads past the alphabet, even for a source returning 1", () => {
    expect(randomLettersAndDigits(3, () => 1)).toBe("999");
  });
});
