import { messages, type Envelope } from "@arena/contracts";
import { API, request } from "../../lib/api";
import { withStoredReferral } from "./referral";

/** POST user/socialLogin with the one-time ticket of the provider's return and the referral fields. */
export async function completeSocialLogin(ticket: string): Promise<Envelope<{ token?: string } | null>> {
  const answer = await withStoredReferral((referral) =>
    request<{ token?: string }>(API.socialLogin, { method: "POST", body: { ticket, ...referral } }),
  );
  return answer.responseMessage ? answer : { ...answer, responseMessage: messages.somethingWentWrong };
}
