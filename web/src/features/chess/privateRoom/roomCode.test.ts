import { describe, expect, it } from "vitest";
import { PRIVATE_ROOM_CODE } from "@arena/contracts";
import { codeFrom, createWithFreshCode, randomRoomCode, shareLink } from "./roomCode";

describe("private room codes", () => {
  it("are 6 digits the server's code rule accepts, from any draw, 0 and 9 included", () => {
    expect(randomRoomCode(() => 0)).toBe("000000");
    expect(randomRoomCode(() => 0.999999)).toBe("999999");
    for (let i = 0; i < 50; i++) expect(randomRoomCode()).toMatch(PRIVATE_ROOM_CODE);
  });

  it("are tried again with a new code while the server says the code is in use", async () => {
    const codes = ["111111", "222222", "333333"];
    const tried: string[] = [];
    const room = await createWithFreshCode(
      async (code) => {
        tried.push(code);
        if (code !== "333333") throw new Error("This room name is already in use");
        return `room ${code}`;
      },
      () => codes.shift()!,
    );
    expect(room).toBe("room 333333");
    expect(tried).toEqual(["111111", "222222", "333333"]);
  });

  it("give up after the last attempt, and at once on any other refusal", async () => {
    let calls = 0;
    const inUse = () => {
      calls++;
      return Promise.reject(new Error("This room name is already in use"));
    };
    await expect(createWithFreshCode(inUse, () => "123456", 3)).rejects.toThrow("already in use");
    expect(calls).toBe(3);
    calls = 0;
    const poor = () => {
      calls++;
      return Promise.reject(new Error("You dont have enough amount to play game"));
    };
    await expect(createWithFreshCode(poor, () => "123456", 3)).rejects.toThrow("enough amount");
    expect(calls).toBe(1);
  });

  it("travel in a link to the private room page, and are read back from one", () => {
    const link = shareLink("https://arena.example", "042042");
    expect(link).toBe("https://arena.example/chess/privateRoom?code=042042");
    expect(codeFrom(new URL(link).searchParams.get("code"))).toBe("042042");
    expect(codeFrom(" 042 042 ")).toBe("042042");
    expect(codeFrom("42042")).toBeNull();
    expect(codeFrom(null)).toBeNull();
  });
});
