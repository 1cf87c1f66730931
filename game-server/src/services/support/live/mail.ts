import type { SupportAdminConversation, SupportMessage } from "@arena/contracts";
import type { MailMessage } from "../../mail/mailer.js";

/**
 * Support's mails are plain text only: every line a player or admin wrote is quoted as typed, so nothing anybody
 * wrote can become markup in a mail reader.
 */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

const line = (m: SupportMessage) => `[${when(m.createdAt)}] ${m.side === "player" ? "You" : `${m.authorName} (Coin Arena support)`}:\n${m.text}`;

/** The whole conversation, mailed to the player or visitor when an admin closes it. */
export function transcriptMail(c: SupportAdminConversation): MailMessage {
  return {
    to: c.email,
    subject: "Your conversation with Coin Arena support",
    text: [
      `Hello ${c.name},`,
      "",
      "Our conversation is closed. Here is everything that was said, for your records:",
      "",
      ...c.messages.map(line).flatMap((l) => [l, ""]),
      "If you need anything else, open the chat on Coin Arena again.",
      "",
      "— Coin Arena support",
    ].join("\n"),
  };
}

/** An admin's answer while the player is not in the chat: it reaches them by mail. */
export function answerMail(c: { name: string; email: string }, m: SupportMessage): MailMessage {
  return {
    to: c.email,
    subject: "Coin Arena support answered you",
    text: [
      `Hello ${c.name},`,
      "",
      `${m.authorName} from Coin Arena support answered your message:`,
      "",
      m.text,
      "",
      "Open the chat on Coin Arena to answer. When the conversation is closed, you will get its whole transcript by mail.",
      "",
      "— Coin Arena support",
    ].join("\n"),
  };
}
