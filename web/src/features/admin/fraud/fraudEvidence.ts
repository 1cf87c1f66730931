import type { FraudKind, fraudSignalSchema } from "@arena/contracts";
import type { z } from "zod";

export type FraudSignal = z.infer<typeof fraudSignalSchema>;
export type FraudAccount = FraudSignal["accounts"][number];

/**
 * One sentence of a signal's evidence: its text's key (adminFraud.evidence.<key>) and the values it names. Numbers
 * stay numbers (the page formats them in the admin's language); accounts are already their @names.
 */
export interface EvidenceLine {
  key: string;
  values: Record<string, string | number>;
}

export interface EvidenceWords {
  /** A game's code ("ludo") in words. */
  game: (code: string) => string;
}

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : []);
const percent = (share: number) => Math.round(share * 100);

/** An account as the admin knows it: @userName, or its id when the account has no name (or is gone). */
export function accountName(accounts: readonly FraudAccount[], userId: string): string {
  const name = accounts.find((a) => a.userId === userId)?.userName;
  return name ? `@${name}` : userId;
}

/** Where /user-management shows this account (its ?search= opens the list searched). */
export const userManagementLink = (account: FraudAccount): string =>
  `/user-management?search=${encodeURIComponent(account.userName || account.userId)}`;

/** "@a, @b and @c" in the admin's language. */
export function joinNames(names: readonly string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

/** Hold while any account of the signal can still withdraw; release once all are held. */
export const holdAction = (accounts: readonly FraudAccount[]): "hold" | "release" =>
  accounts.length > 0 && accounts.every((a) => a.withdrawalsHeld) ? "release" : "hold";

/** The accounts Block would still block (the server also spares admins, which the list does not say). */
export const blockable = (accounts: readonly FraudAccount[]): FraudAccount[] => accounts.filter((a) => a.status === "ACTIVE");

/**
 * What signals.ts put in a signal's evidence, as sentences (see docs/decisions.md "Fraud signals"). A line whose
 * facts are missing is left out; evidence this page cannot read at all says so.
 */
export function evidenceLines(signal: Pick<FraudSignal, "kind" | "evidence" | "accounts">, words: EvidenceWords): EvidenceLine[] {
  const e = signal.evidence;
  const name = (id: unknown) => (typeof id === "string" ? accountName(signal.accounts, id) : null);
  const lines: (EvidenceLine | null)[] = [];
  const line = (key: string, values: Record<string, string | number | null>): EvidenceLine | null =>
    Object.values(values).some((v) => v === null) ? null : { key, values: values as Record<string, string | number> };

  const kind: FraudKind = signal.kind;
  switch (kind) {
    case "shared_device":
      lines.push(line("sharedDevice", { count: num(e.accounts) ?? signal.accounts.length, device: text(e.device) }));
      break;
    case "shared_address":
      lines.push(line("sharedAddress", { count: num(e.accounts) ?? signal.accounts.length, address: text(e.address) }));
      break;
    case "frequent_pair": {
      const [a, b] = signal.accounts.map((x) => x.userId);
      const each = Array.isArray(e.gamesEach) ? e.gamesEach.map(num) : [];
      const game = text(e.game);
      lines.push(
        line("pairTogether", { a: name(a), b: name(b), together: num(e.gamesTogether), tables: num(e.tables), game: game && words.game(game) }),
        line("pairChance", { expected: num(e.expected), ratio: num(e.overChance) }),
        line("pairEach", { a: name(a), aGames: each[0] ?? null, b: name(b), bGames: each[1] ?? null }),
      );
      break;
    }
    case "chip_dumping": {
      const share = num(e.shareOfGamesTogether);
      lines.push(
        line("dumpLosses", { loser: name(e.loser), winner: name(e.winner), losses: num(e.losses), together: num(e.gamesTogether), share: share === null ? null : percent(share) }),
        line("dumpCoins", { coins: num(e.coinsLost) }),
      );
      break;
    }
    case "referral_ring": {
      const loop = texts(e.loop);
      // loop[i] was referred by loop[i + 1], and the last by the first: the arrows follow the referrals back.
      if (loop.length >= 2) lines.push(line("ringLoop", { loop: [...loop, loop[0]!].map((id) => accountName(signal.accounts, id)).join(" → ") }));
      break;
    }
    case "referral_shared_sign_in": {
      const devices = texts(e.devices);
      const addresses = texts(e.addresses);
      lines.push(line("referralPair", { referee: name(e.referee), referrer: name(e.referrer) }));
      if (devices.length) lines.push(line("referralDevices", { devices: devices.join(", ") }));
      if (addresses.length) lines.push(line("referralAddresses", { addresses: addresses.join(", ") }));
      break;
    }
    case "deposit_churn": {
      const [deposits, withdrawals, played] = [num(e.deposits), num(e.withdrawals), num(e.played)];
      const share = (part: number | null) => (part === null || deposits === null || deposits <= 0 ? null : percent(part / deposits));
      lines.push(line("churn", { deposits, withdrawals, withdrawnShare: share(withdrawals), played, playedShare: share(played) }));
      break;
    }
  }
  const shown = lines.filter((l): l is EvidenceLine => l !== null);
  return shown.length > 0 ? shown : [{ key: "unreadable", values: {} }];
}
