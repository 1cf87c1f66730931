import { textsFrom } from "../../i18n/packs";

/** The spin wheel's texts (spin.*): /jackpot, the free-spin dialog and a spin's check on /fairness. */
export const SPIN_TEXTS = textsFrom(import.meta.glob("./locales/*.json"), { spin: "spin" });
