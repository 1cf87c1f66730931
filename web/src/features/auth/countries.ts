/** Common countries of the phone field, India first (the spec's default). ISO 3166 code and dial code. */
export const COUNTRIES = [
  ["IN", "+91"],
  ["US", "+1"],
  ["GB", "+44"],
  ["CA", "+1"],
  ["AU", "+61"],
  ["AE", "+971"],
  ["SA", "+966"],
  ["PK", "+92"],
  ["BD", "+880"],
  ["LK", "+94"],
  ["NP", "+977"],
  ["SG", "+65"],
  ["MY", "+60"],
  ["ID", "+62"],
  ["PH", "+63"],
  ["TH", "+66"],
  ["VN", "+84"],
  ["CN", "+86"],
  ["JP", "+81"],
  ["KR", "+82"],
  ["TR", "+90"],
  ["DE", "+49"],
  ["FR", "+33"],
  ["ES", "+34"],
  ["IT", "+39"],
  ["NL", "+31"],
  ["PT", "+351"],
  ["BR", "+55"],
  ["MX", "+52"],
  ["AR", "+54"],
  ["CO", "+57"],
  ["NG", "+234"],
  ["KE", "+254"],
  ["ZA", "+27"],
  ["EG", "+20"],
] as const satisfies readonly (readonly [string, string])[];

export type CountryIso = (typeof COUNTRIES)[number][0];
export const DEFAULT_COUNTRY: CountryIso = "IN";

export const dialCode = (iso: CountryIso): string => COUNTRIES.find(([code]) => code === iso)?.[1] ?? "+91";

/** The first country with this dial code (+1 → United States), else India. */
export function countryForDialCode(dial: string | null | undefined): CountryIso {
  const normalised = dial ? (dial.startsWith("+") ? dial : `+${dial}`) : "";
  return COUNTRIES.find(([, code]) => code === normalised)?.[0] ?? DEFAULT_COUNTRY;
}

/** Country names in the page's language (falls back to the code where Intl has no names). */
export function countryName(iso: CountryIso, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
