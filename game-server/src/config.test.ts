import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("starts on the embedded database on port 2567 with nothing set", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(2567);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.SEED_DEMO).toBe(true);
  });

  it("treats an empty DATABASE_URL as unset, as a blank line in an env file means", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nobody" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toContain("PORT");
    expect(text).toContain("DATABASE_URL must start with postgres:// or postgresql://");
    expect(text).toContain("ADMIN_EMAIL must be an email address");
  });
});
