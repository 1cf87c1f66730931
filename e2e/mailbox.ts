/**
 * The mail the platform sent, as the tests read it: the stack's SMTP server (stack.ts) receives every mail over
 * SMTP and lists an address's mail at E2E_MAILBOX_URL (set by run.ts, printed by serve.ts), newest first.
 */
import type { APIRequestContext } from "playwright-core";

export interface Mail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) {
    throw new Error(
      "E2E_MAILBOX_URL is not set: the tests read mail from the e2e stack's SMTP server. Run them through `pnpm e2e`, " +
        "or start a stack with `pnpm --filter @arena/e2e exec tsx serve.ts` and pass the E2E_MAILBOX_URL it prints",
    );
  }
  return url;
}

/** Every mail the SMTP server received for an address, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const url = `${mailboxUrl()}?to=${encodeURIComponent(email)}`;
  const res = await request.get(url);
  if (res.status() !== 200) throw new Error(`the e2e mailbox (${url}) answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { result: { docs: Mail[] } }).result.docs;
}
