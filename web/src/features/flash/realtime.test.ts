import { afterEach, describe, expect, it, vi } from "vitest";
import { FLASH_SOCKET_TIMEOUT_MS } from "@arena/contracts";
import { withSocketTimeout } from "./realtime";

afterEach(() => vi.useRealTimers());

describe("the spec's Flash socket timeout", () => {
  it("says the table is slow after 3 s without an answer, and still takes the answer when it comes", async () => {
    vi.useFakeTimers();
    let slow = 0;
    let answer!: (value: string) => void;
    const asked = withSocketTimeout(() => new Promise<string>((resolve) => (answer = resolve)), () => slow++);
    await vi.advanceTimersByTimeAsync(FLASH_SOCKET_TIMEOUT_MS - 1);
    expect(slow).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow).toBe(1);
    answer("seated");
    await expect(asked).resolves.toBe("seated");
  });

  it("stays quiet for a quick answer, and passes a refusal on", async () => {
    vi.useFakeTimers();
    let slow = 0;
    await expect(withSocketTimeout(async () => "ok", () => slow++)).resolves.toBe("ok");
    await expect(withSocketTimeout(() => Promise.reject(new Error("full")), () => slow++)).rejects.toThrow("full");
    await vi.advanceTimersByTimeAsync(FLASH_SOCKET_TIMEOUT_MS * 2);
    expect(slow).toBe(0);
  });
});
