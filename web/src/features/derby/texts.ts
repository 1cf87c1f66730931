import { textsFrom } from "../../i18n/packs";

/** The Derby's texts (derby.*): /derby, /leaderboard, /race-view and /derby-management. */
export const DERBY_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { derby: "derby" });
