import { textsFrom } from "../../../i18n/packs";

/** The support inbox's texts (supportInbox.*), with live support's (liveSupport.*) whose message list it shows too. */
export const SUPPORT_INBOX_TEXTS = textsFrom(
  { ...import.meta.glob("./locales/*.json"), ...import.meta.glob("../../support/live/locales/*.json") },
  { supportInbox: "support-inbox", liveSupport: "live-support" },
);
