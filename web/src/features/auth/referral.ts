import { API, request } from "../../lib/api";
import type { Envelope } from "@arena/contracts";
import { STORAGE, readLocal, removeLocal } from "../../lib/storage";

interface IpLocation {
  city?: string;
  countryCode?: string;
  country?: string;
  regionName?: string;
}

export interface ReferralFields {
  referralCode?: string;
  referralCountry?: string;
  referralState?: string;
}

let located: Promise<IpLocation | null> | null = null;

/** GET admin/getipinfo once per visit (a failure is asked again next time). */
function ipLocation(): Promise<IpLocation | null> {
  located ??= request<{ location?: IpLocation }>(API.ipInfo).then((answer) => {
    if (answer.responseCode === 200 && answer.result?.location) return answer.result.location;
    located = null;
    return null;
  });
  return located;
}

/** The server answers 'unknown' for loopback and private addresses. */
const known = (value: string | undefined): string | undefined =>
  value && value.trim() && value.trim().toLowerCase() !== "unknown" ? value.trim() : undefined;

/** The visitor's country and region, when the server knows them. */
export async function referralPlace(): Promise<Pick<ReferralFields, "referralCountry" | "referralState">> {
  const location = await ipLocation();
  const place: Pick<ReferralFields, "referralCountry" | "referralState"> = {};
  const country = known(location?.country);
  const state = known(location?.regionName);
  if (country) place.referralCountry = country;
  if (state) place.referralState = state;
  return place;
}

/** The stored referral code (from a `?CODE` link), if any. */
export const storedReferralCode = (): string => readLocal(STORAGE.referralCode)?.trim() ?? "";

/**
 * Referral fields of sign-up, social and wallet sign-in: the given or stored code, else the default code for
 * the visitor's place (POST admin/getreferral, the spec's "fixed default"); plus country and region.
 */
export async function referralFields(code?: string): Promise<ReferralFields> {
  const place = await referralPlace();
  let referralCode = code?.trim() || storedReferralCode();
  if (!referralCode) {
    const answer = await request<{ data?: { referral_code?: string } }>(API.defaultReferral, {
      method: "POST",
      body: { country: place.referralCountry ?? "", state: place.referralState ?? "" },
    });
    referralCode = (answer.responseCode === 200 && answer.result?.data?.referral_code) || "";
  }
  return referralCode ? { ...place, referralCode } : place;
}

/** The referral fields as a query string (social sign-in start). */
export const referralQuery = (fields: ReferralFields): string =>
  new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

const INVALID_REFERRAL = "Please enter valid referral code.";

/**
 * Runs a wallet or social sign-in with the referral fields; when the server refuses a stored code that no player
 * owns (a stale `?CODE` link), forgets the code and signs in once more without it. Nothing was used up by the
 * refusal: the server checks the code before it spends the nonce or ticket.
 */
export async function withStoredReferral<T>(
  send: (referral: ReferralFields) => Promise<Envelope<T | null>>,
): Promise<Envelope<T | null>> {
  const referral = await referralFields().catch((): ReferralFields => ({}));
  const answer = await send(referral);
  if (answer.responseCode === 400 && answer.responseMessage === INVALID_REFERRAL && referral.referralCode) {
    removeLocal(STORAGE.referralCode);
    const { referralCode: _dropped, ...rest } = referral;
    return send({ ...rest, ...(await referralFields().catch((): ReferralFields => ({}))) });
  }
  return answer;
}
