/**
 * What the address's query string asks the shell to do (spec section 2, "Query behaviour").
 * Pure: the shell decides what to do with the intent (it depends on being logged in).
 */
export type QueryIntent =
  | { kind: "none" }
  | { kind: "login" }
  | { kind: "spin" }
  | { kind: "referral"; code: string }
  | { kind: "social"; ticket: string }
  | { kind: "socialError"; message: string };

/** A referral code as sign-up accepts it: 6 to 8 letters or digits (anything else is not stored). */
const CODE_RE = /^[A-Za-z0-9]{6,8}$/;

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * `?social=<ticket>` / `?socialError=<message>` → the return from a social sign-in (never a referral code);
 * `?login` → open the login panel; `?spin` → the spin game (needs login); a bare code (`?AB12CD`) or
 * `?ref=AB12CD` → referral code. Any other `name=value` query belongs to a page (e.g. `?roomName=…`) and is
 * not a referral code.
 */
export function readQuery(search: string): QueryIntent {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query) return { kind: "none" };

  const parts = query.split("&").filter(Boolean);
  const names = parts.map((part) => part.split("=", 1)[0]);
  const params = new URLSearchParams(query);
  const ticket = params.get("social");
  if (ticket !== null) return ticket ? { kind: "social", ticket } : { kind: "none" };
  const socialError = params.get("socialError");
  if (socialError !== null) return { kind: "socialError", message: socialError };

  if (names.includes("login")) return { kind: "login" };
  if (names.includes("spin")) return { kind: "spin" };

  const ref = params.get("ref");
  if (ref !== null) return CODE_RE.test(ref) ? { kind: "referral", code: ref } : { kind: "none" };

  if (parts.length === 1 && !query.includes("=")) {
    const code = decode(query);
    if (code !== null && CODE_RE.test(code)) return { kind: "referral", code };
  }
  return { kind: "none" };
}
