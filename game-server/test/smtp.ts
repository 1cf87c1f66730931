import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** A real SMTP server in this process: the platform sends to it exactly as it would to a provider. */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** Waits for the next mail to `to` after `since` mails were seen, and returns the 6-digit code in it. */
  async function nextCode(to: string, since: number, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
      const code = mail && /code is (\d{6})/.exec(mail.raw)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextCode,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;
