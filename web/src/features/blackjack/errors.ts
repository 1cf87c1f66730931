/**
 * The server's refusals in the player's words: in English the server's own text (it names the amount or the rule at
 * stake); in another language the catalogue's words for its code, else the server's text.
 */
import type { TFunction } from "i18next";

export const roomErrorText = (error: { code: string; message: string }, t: TFunction, lang: string): string =>
  lang === "en" ? error.message : t(`blackjack.roomError.${error.code}`, { defaultValue: error.message });
