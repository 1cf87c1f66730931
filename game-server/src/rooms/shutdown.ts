import { LobbyRoom, matchMaker, ServerError, type Client } from "@colyseus/core";

export const RESTARTING_MESSAGE = "The server is restarting: please join again in a moment.";

/**
 * A graceful shutdown closes every connection its rooms hold, then waits for each room to empty. A seat reserved
 * just before the signal can still be taken after it, and that player would keep their room (and the process)
 * alive forever: every room's onJoin turns them away first.
 */
export function refuseWhileShuttingDown(): void {
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) throw new ServerError(503, RESTARTING_MESSAGE);
}

/** Colyseus's realtime room listing, closed to joins once the server is shutting down. */
export class PlatformLobbyRoom extends LobbyRoom {
  override onJoin(client: Client, options: Parameters<LobbyRoom["onJoin"]>[1]) {
    refuseWhileShuttingDown();
    return super.onJoin(client, options);
  }
}
