/**
 * How numbers that are not coin balances are shown (spec 5 "Number display", spec 9): plain numbers with up to
 * 8 decimals and the language's thousands separators; crypto token amounts, which arrive in base units (e.g. wei,
 * 18 decimals), with 3 decimals for the eye and all 18 for the exact value. Coins use formatCoins: always 2 decimals.
 */

/** Spec 9: "numbers up to 8 decimals". */
export const NUMBER_MAX_DECIMALS = 8;
/** Spec 9: "token balances with 3 and 18 decimals": 3 shown, 18 the token's own precision (ETH, BNB, …). */
export const TOKEN_SHOWN_DECIMALS = 3;
export const TOKEN_DECIMALS = 18;

const numberFormats = new Map<string, Intl.NumberFormat>();
const integerFormats = new Map<string, Intl.NumberFormat>();
const coinFormats = new Map<string, Intl.NumberFormat>();

function cached(cache: Map<string, Intl.NumberFormat>, lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    cache.set(lang, format);
  }
  return format;
}

/** Coins with 2 decimals and the language's thousands separators (1,250.50 · 1.250,50). */
export function formatCoins(value: number, lang = "en"): string {
  return cached(coinFormats, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number.isFinite(value) ? value : 0);
}

/**
 * A number with at most 8 decimals (trailing zeros dropped) and the language's grouping: 1234567.5 →
 * "1,234,567.5" (en), "1.234.567,5" (pt). Not a finite number → "0": a count or a rate never prints NaN.
 */
export function formatNumber(value: number, lang = "en"): string {
  const format = cached(numberFormats, lang, { maximumFractionDigits: NUMBER_MAX_DECIMALS, useGrouping: true });
  const shown = format.format(Number.isFinite(value) ? value : 0);
  // -0.000000001 rounds to "-0": a sign in front of zero only confuses.
  return /^-0(?:\D0*)?$/.test(shown) ? shown.slice(1) : shown;
}

/** The language's decimal separator ("." in en, "," in pt and es). */
function decimalSeparator(lang: string): string {
  return cached(numberFormats, lang, { maximumFractionDigits: NUMBER_MAX_DECIMALS, useGrouping: true })
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value ?? ".";
}

/**
 * A token amount given in base units (an integer: wei for 18 decimals) with `shown` decimals, grouped for the
 * language. Extra digits are cut, never rounded up, so a balance is never shown as more than it is
 * (999999999999999999 wei is "0.999", not "1.000"). Exact: bigint arithmetic, no float on the way.
 */
export function formatTokenAmount(baseUnits: bigint, lang = "en", { decimals = TOKEN_DECIMALS, shown = TOKEN_SHOWN_DECIMALS } = {}): string {
  if (!Number.isInteger(decimals) || decimals < 0 || !Number.isInteger(shown) || shown < 0) throw new RangeError("decimals and shown must be whole numbers ≥ 0");
  const negative = baseUnits < 0n;
  const units = negative ? -baseUnits : baseUnits;
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const digits = Math.min(shown, decimals);
  const fraction = ((units % scale) / 10n ** BigInt(decimals - digits)).toString().padStart(digits, "0");
  const grouped = cached(integerFormats, lang, { maximumFractionDigits: 0, useGrouping: true }).format(whole);
  const text = digits > 0 ? `${grouped}${decimalSeparator(lang)}${fraction}` : grouped;
  // A negative amount that shows as zero ("-0.000") is shown without its sign.
  return negative && /[1-9]/.test(text) ? `\u2212${text}` : text;
}

/** The exact amount with all its decimals (18 for ETH/BNB), for a tooltip or a copy: "1,234.500000000000000001". */
export const formatTokenAmountExact = (baseUnits: bigint, lang = "en", decimals = TOKEN_DECIMALS): string =>
  formatTokenAmount(baseUnits, lang, { decimals, shown: decimals });

/** A hex quantity as EIP-1193 wallets answer (eth_getBalance: "0x1bc16d674ec80000"); null when it is not one. */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value !== "string" || !/^0x[0-9a-f]+$/i.test(value)) return null;
  return BigInt(value);
}
