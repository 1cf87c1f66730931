import { textsFrom } from "../../../i18n/packs";

/** Live support's texts (liveSupport.*): the player's chat and the pieces the admin's inbox shares with it. */
export const LIVE_SUPPORT_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { liveSupport: "live-support" });
