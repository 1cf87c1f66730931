import { countryParamsSchema, jurisdictionEditSchema, type JurisdictionStatus } from "@arena/contracts";

/**
 * The countries an admin can set a rule for: ISO 3166-1 alpha-2 (249 codes) and Kosovo's XK, which GeoIP databases
 * use. Kept as a list rather than read from Intl.DisplayNames, which also names retired codes (SU, YU), groups (EU,
 * UN) and places no address is located in (AC, DG); Intl.DisplayNames gives each code its name in the admin's language.
 */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC " +
  "CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD " +
  "GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH " +
  "KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW " +
  "MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC " +
  "SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY " +
  "UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

const names = new Map<string, Intl.DisplayNames | null>();
function displayNames(lang: string): Intl.DisplayNames | null {
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang], { type: "region" }));
    } catch {
      names.set(lang, null);
    }
  }
  return names.get(lang) ?? null;
}

/** A country's name in the admin's language ("Brasil" in pt); the code itself when the browser has no name for it. */
export function countryName(code: string, lang: string): string {
  try {
    return displayNames(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country as an option of the form's select, by name in the admin's language. */
export function countryOptions(lang: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}

export interface RuleDraft {
  code: string;
  status: JurisdictionStatus;
  note: string;
}

/** What is wrong with the form, as keys of adminJurisdictions.errors (the contracts' rules, said in the admin's words). */
export function ruleErrors(draft: RuleDraft): Partial<Record<keyof RuleDraft, "countryRequired" | "codeFormat" | "noteTooLong" | "statusRequired">> {
  const errors: ReturnType<typeof ruleErrors> = {};
  if (!draft.code) errors.code = "countryRequired";
  else if (!countryParamsSchema.safeParse({ code: draft.code }).success) errors.code = "codeFormat";
  const edit = jurisdictionEditSchema.safeParse({ status: draft.status, note: draft.note });
  if (!edit.success) {
    for (const issue of edit.error.issues) {
      if (issue.path[0] === "note") errors.note ??= "noteTooLong";
      if (issue.path[0] === "status") errors.status ??= "statusRequired";
    }
  }
  return errors;
}

/** Blocking shuts a country out (no sign-up, no table): the form asks first, unless the country is blocked already. */
export const needsConfirmation = (draft: RuleDraft, current: JurisdictionStatus): boolean => draft.status === "blocked" && current !== "blocked";
