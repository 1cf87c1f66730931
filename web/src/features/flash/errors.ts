/**
 * The server's refusals in the player's words. The room sends a code (FLASH_ERROR_CODES) with its English text, shown
 * from the catalogue in the player's language; a refused create or join (matchmaking) carries only the server's text,
 * and a table code nobody holds is the spec's 'Game not found'.
 */
import { ErrorCode } from "@colyseus/sdk";
import type { TFunction } from "i18next";
import type { FlashServerPayload } from "@arena/contracts";

export const roomErrorText = (error: FlashServerPayload<"error">, t: TFunction): string => t(`flash.roomError.${error.code}`, { defaultValue: error.message });

export function joinErrorText(error: unknown, t: TFunction): string {
  const code = (error as { code?: number } | null)?.code;
  // The server answers 404 for a room id nobody holds (older servers: Colyseus's 522).
  if (code === 404 || code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) return t("flash.errors.gameNotFound");
  return error instanceof Error && error.message ? error.message : t("flash.errors.somethingWentWrong");
}
