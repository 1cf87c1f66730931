import { matchMaker, Room, ServerError, subscribeLobby, type AuthContext, type Client } from "@colyseus/core";
import {
  LUDO_MAX_MESSAGES_PER_SECOND,
  LUDO_ROOM,
  ludoLobbyClientMessages,
  messages,
  type ListedRoom,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { LIMITS } from "../../services/rateLimit/rateLimiter.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { LOGIN_TO_PLAY } from "../hardenTransport.js";
import { privatePasswordsKey } from "../table/TableRoom.js";
import { LUDO } from "../../services/ludo/games.js";
import { refuseWhileShuttingDown } from "../shutdown.js";

type Listing = Awaited<ReturnType<typeof matchMaker.query>>[number];

/** The spec's room-list rule: open, visible, multiplayer (Classic) tables with an entry amount. */
export function toListedRoom(listing: Listing): ListedRoom | null {
  const m = (listing.metadata ?? {}) as Record<string, unknown>;
  if (listing.name !== LUDO_ROOM || listing.private || m.gameType !== "Classic") return null;
  if (m.isOpen !== true || m.isVisible !== true || !(Number(m.roomAmount) > 0)) return null;
  return {
    roomId: listing.roomId,
    isOpen: true,
    isVisible: true,
    gameType: "Classic",
    maxPlayers: Number(m.maxPlayers),
    players: Array.isArray(m.players) ? (m.players as ListedRoom["players"]) : [],
    roomAmount: Number(m.roomAmount),
    currency: m.currency === "FREE" ? "FREE" : "COIN",
  };
}

/** What a joiner needs to know about a table before taking a seat: its fee, size and free colours. */
const tableFacts = (m: Record<string, unknown>) => ({
  gameFees: Number(m.roomAmount),
  maxPlayers: Number(m.maxPlayers),
  tokens: Array.isArray(m.freeColors) ? (m.freeColors as string[]) : [],
});

/** What a lobby client is: the account behind the session it joined with. */
interface LobbyAuth {
  userId: string;
}

/** The session a matchmaking call carries (Bearer or `token` header), checked before a seat is reserved. */
export async function sessionOf(ctx: AppContext, token: string | undefined, context: AuthContext): Promise<LobbyAuth> {
  const raw = token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
  const auth = raw ? await authenticate(ctx.db, ctx.sessionKey, raw) : null;
  if (!auth) throw new ServerError(401, LOGIN_TO_PLAY);
  return { userId: auth.userId };
}

/**
 * "ludo_lobby": the realtime list of public Ludo tables ("room-list", pushed again on every change, across
 * processes through presence) and the private-table lookups the menu needs (fee by code, room by password).
 * Joining needs a session (the menu is for signed-in players), and lookups are counted per account: a private
 * table's code seats whoever has it, so scanning codes must not be practical. Built per platform by
 * `ludoLobbyRoomFor(ctx)`.
 */
export class LudoLobbyRoom extends Room {
  protected app!: AppContext;
  private listings = new Map<string, Listing>();
  private unsubscribe: (() => unknown) | null = null;

  override async onCreate() {
    (this as unknown as { _listing: { unlisted: boolean } })._listing.unlisted = true;
    this.autoDispose = true;
    this.maxMessagesPerSecond = LUDO_MAX_MESSAGES_PER_SECOND;
    this.unsubscribe = await subscribeLobby((roomId, listing) => {
      if (listing) this.listings.set(roomId, listing as Listing);
      else this.listings.delete(roomId);
      this.broadcast("room-list", { rooms: this.rooms() });
    });
    for (const listing of await matchMaker.query({ name: LUDO_ROOM })) this.listings.set(listing.roomId, listing);

    this.onMessage("*", (client, type, payload) => {
      this.handle(client, String(type), payload).catch((err: unknown) => {
        this.app.logger.error({ err, type: String(type).slice(0, 40) }, "ludo lobby message failed");
        client.send("error", { code: "BAD_MESSAGE", message: messages.somethingWentWrong, type: String(type).slice(0, 40) });
      });
    });
  }

  override onJoin(client: Client) {
    refuseWhileShuttingDown();
    client.send("room-list", { rooms: this.rooms() });
  }

  override onDispose() {
    this.unsubscribe?.();
  }

  /** Counts a private-table lookup against the account's limit; past it the client gets TOO_MANY_REQUESTS. */
  private async mayLookUp(client: Client, type: string): Promise<boolean> {
    const userId = (client.auth as LobbyAuth | undefined)?.userId;
    if (!userId) {
      client.send("error", { code: "BAD_MESSAGE", message: LOGIN_TO_PLAY, type });
      return false;
    }
    const used = await this.app.limiter.store.hit(`${LIMITS.ludoLookupsPerUser.name}:${userId}`, LIMITS.ludoLookupsPerUser.windowMs);
    if (used <= LIMITS.ludoLookupsPerUser.max) return true;
    client.send("error", { code: "TOO_MANY_REQUESTS", message: messages.tooManyRequests, type });
    return false;
  }

  private rooms(): ListedRoom[] {
    return [...this.listings.values()].flatMap((l) => toListedRoom(l) ?? []);
  }

  private async handle(client: Client, type: string, payload: unknown) {
    // Own keys only: a type named "constructor" or "__proto__" must not find Object's members.
    const schema = Object.hasOwn(ludoLobbyClientMessages, type) ? ludoLobbyClientMessages[type as keyof typeof ludoLobbyClientMessages] : undefined;
    if (!schema) return client.send("error", { code: "BAD_MESSAGE", message: `Unknown message: ${type}`, type });
    const parsed = schema.safeParse(payload ?? undefined);
    if (!parsed.success) return client.send("error", { code: "BAD_MESSAGE", message: parsed.error.issues[0]?.message ?? "Invalid message.", type });
    if (type === "room-list") return client.send("room-list", { rooms: this.rooms() });
    if (!(await this.mayLookUp(client, type))) return;
    if (type === "get-game-fee") {
      const { roomId } = parsed.data as { roomId: string };
      const room = await ludoRoomById(roomId);
      const m = (room?.metadata ?? {}) as Record<string, unknown>;
      const ok = Boolean(room) && m.isOpen === true;
      return client.send("get-game-fee", ok ? { success: true, ...tableFacts(m) } : { success: false });
    }
    if (type === "find-private") {
      const { roomPassword } = parsed.data as { roomPassword: string };
      const roomId = await this.presence.hget(privatePasswordsKey(LUDO), roomPassword);
      const room = roomId ? await ludoRoomById(roomId) : undefined;
      const m = (room?.metadata ?? {}) as Record<string, unknown>;
      return client.send(
        "find-private",
        room && m.isOpen === true ? { success: true, roomId: room.roomId, ...tableFacts(m) } : { success: false },
      );
    }
  }
}

/** The lobby room of a platform: its static onAuth refuses a join without a session before a seat is reserved. */
export function ludoLobbyRoomFor(ctx: AppContext): typeof LudoLobbyRoom {
  return class PlatformLudoLobbyRoom extends LudoLobbyRoom {
    protected override app = ctx;
    static override async onAuth(token: string, _options: unknown, context: AuthContext): Promise<LobbyAuth> {
      return sessionOf(ctx, token, context);
    }
  };
}

/** A Ludo table by its id: one keyed lookup in the room cache (shared through Redis), not a scan of every room. */
async function ludoRoomById(roomId: string): Promise<Listing | undefined> {
  const room = (await matchMaker.getRoomById(roomId)) as Listing | undefined;
  return room?.name === LUDO_ROOM ? room : undefined;
}
