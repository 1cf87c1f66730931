import { textsFrom } from "../../i18n/packs";

/** The Derby's texts (derby.*): /derby, /leaderboard and /race-view. */
export const DERBY_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { derby: "derby" });
