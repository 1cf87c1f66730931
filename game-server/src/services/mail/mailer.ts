import { mailOutbox, type Db } from "@arena/db";
import nodemailer, { type Transport, type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** "smtp" with SMTP_URL; "outbox" keeps mail in the database for the dev mailbox. */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A nodemailer transport that stores each message in the dev outbox table instead of sending it. */
function outboxTransport(db: Db): Transport {
  return {
    name: "coin-arena-outbox",
    version: "1",
    send(mail, callback) {
      const { to, subject, text, html } = mail.data as { to: string; subject: string; text: string; html?: string };
      db.insert(mailOutbox)
        .values({ to: String(to).toLowerCase(), subject, text: String(text), html: html ? String(html) : null })
        .then(() => callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() }))
        .catch((err: Error) => callback(err, undefined as never));
    },
  };
}

/** Every platform mail goes through nodemailer: real SMTP when configured, the database outbox otherwise. */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  const transporter: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport(outboxTransport(db));
  return {
    kind: smtpUrl ? "smtp" : "outbox",
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
