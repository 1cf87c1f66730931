import { describe, expect, it } from "vitest";
import { badgeText, timeAgo } from "./notificationTime";

const NOW = Date.parse("2026-05-01T12:00:00Z");
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe("the bell's words", () => {
  it("say how long ago, in the reader's language", () => {
    expect(timeAgo(ago(5), NOW, "en")).toBe("now");
    expect(timeAgo(ago(60), NOW, "en")).toBe("1 minute ago");
    expect(timeAgo(ago(59 * 60), NOW, "en")).toBe("59 minutes ago");
    expect(timeAgo(ago(3 * 3600), NOW, "en")).toBe("3 hours ago");
    expect(timeAgo(ago(86_400), NOW, "en")).toBe("yesterday");
    expect(timeAgo(ago(15 * 86_400), NOW, "en")).toBe("2 weeks ago");
    expect(timeAgo(ago(2 * 3600), NOW, "pt")).toBe("há 2 horas");
    expect(timeAgo(ago(2 * 3600), NOW, "es")).toBe("hace 2 horas");
  });

  it("give an old one's date, and nothing for a bad one", () => {
    expect(timeAgo("2026-02-01T12:00:00Z", NOW, "en")).toBe("Feb 1, 2026");
    expect(timeAgo("soon", NOW, "en")).toBe("");
    // A clock a little behind the server's is not "in 3 seconds".
    expect(timeAgo(ago(-3), NOW, "en")).toBe("now");
  });

  it("count the unread up to 9", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(3)).toBe("3");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(42)).toBe("9+");
  });
});
