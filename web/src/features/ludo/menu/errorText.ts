import { ErrorCode } from "@colyseus/sdk";
import { messages } from "@arena/contracts";

/**
 * The server's text of a failed join or create (matchmaking errors carry it as the message); a room id the
 * matchmaker does not know is the spec's 'Game not found'.
 */
export function errorText(error: unknown): string {
  if ((error as { code?: number } | null)?.code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) return messages.gameNotFound;
  return error instanceof Error && error.message ? error.message : messages.somethingWentWrong;
}
