import { afterEach, describe, expect, it, vi } from "vitest";
import { isImageWithinSize } from "./imageSize";

const MB = 1024 * 1024;
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isImageWithinSize with a Blob", () => {
  it("passes up to the limit and fails above it", async () => {
    expect(await isImageWithinSize(new Blob([new Uint8Array(2 * MB)], { type: "image/png" }), 2)).toBe(true);
    expect(await isImageWithinSize(new Blob([new Uint8Array(2 * MB + 1)], { type: "image/png" }), 2)).toBe(false);
    expect(await isImageWithinSize(new Blob([]), 2)).toBe(true);
  });
});

describe("isImageWithinSize with a data URL", () => {
  it("measures the decoded bytes of base64", async () => {
    expect(await isImageWithinSize(`data:image/png;base64,${base64Of(MB)}`, 1)).toBe(true);
    expect(await isImageWithinSize(`data:image/jpeg;base64,${base64Of(MB + 1)}`, 1)).toBe(false);
    expect(await isImageWithinSize(`data:image/webp;base64,${base64Of(1)}`, 0.000001)).toBe(true);
  });

  it("measures percent-encoded data too", async () => {
    expect(await isImageWithinSize("data:image/svg+xml,%3Csvg%2F%3E", 1)).toBe(true);
    expect(await isImageWithinSize(`data:image/svg+xml,${"a".repeat(2000)}`, 0.001)).toBe(false);
  });

  it("rejects data that is not an image", async () => {
    expect(await isImageWithinSize(`data:text/plain;base64,${base64Of(10)}`, 2)).toBe(false);
  });
});

describe("isImageWithinSize with an http image address", () => {
  it("uses Content-Length of a HEAD answer", async () => {
    const fetch = vi.fn(async () => new Response(null, { headers: { "content-length": String(3 * MB) } }));
    vi.stubGlobal("fetch", fetch);
    expect(await isImageWithinSize("https://cdn.example.com/a/avatar.png", 2)).toBe(false);
    expect(await isImageWithinSize("http://cdn.example.com/avatar.JPG?v=2", 5)).toBe(true);
    expect(fetch).toHaveBeenCalledWith("https://cdn.example.com/a/avatar.png", { method: "HEAD" });
  });

  it("downloads the image when there is no Content-Length", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === "HEAD" ? new Response(null) : new Response(new Uint8Array(1500)),
      ),
    );
    expect(await isImageWithinSize("https://example.com/pic.gif", 0.002)).toBe(true);
    expect(await isImageWithinSize("https://example.com/pic.gif", 0.001)).toBe(false);
  });

  it("fails when the image cannot be fetched", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await isImageWithinSize("https://example.com/pic.png", 2)).toBe(false);
  });

  it("does not fetch other addresses", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await isImageWithinSize("https://example.com/file.pdf", 2)).toBe(false);
    expect(await isImageWithinSize("ftp://example.com/pic.png", 2)).toBe(false);
    expect(await isImageWithinSize("not a url", 2)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
