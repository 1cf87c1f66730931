import { messages, type Envelope } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { referralFields } from "./referral";

/** POST user/socialLogin with the one-time ticket of the provider's return and the referral fields. */
export async function completeSocialLogin(ticket: string): Promise<Envelope<{ token?: string } | null>> {
  const referral = await referralFields().catch(() => ({}));
  const answer = await request<{ token?: string }>(API.socialLogin, { method: "POST", body: { ticket, ...referral } });
  return answer.responseMessage ? answer : { ...answer, responseMessage: messages.somethingWentWrong };
}
