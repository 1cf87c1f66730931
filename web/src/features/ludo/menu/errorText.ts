import { ErrorCode } from "@colyseus/sdk";
import { messages } from "@arena/contracts";

/**
 * The server's text of a failed join or create (matchmaking errors carry it as the message); a room id the
 * matchmaker does not know is the spec's 'Game not found'.
 */
export function errorText(error: unknown): string {
  const code = (error as { code?: number } | null)?.code;
  // The server answers 404 for a room id nobody holds (older servers: Colyseus's 522).
  if (code === 404 || code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID) return messages.gameNotFound;
  return error instanceof Error && error.message ? error.message : messages.somethingWentWrong;
}
