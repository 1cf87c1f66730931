import { randomUUID } from "node:crypto";
import { ClientState, CloseCode, matchMaker, Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import {
  messages,
  QUICK_PLAY_COUNTDOWN_SECONDS,
  quickPlayOptionsSchema,
  toMinor,
  type QuickPlayOptions,
  type QuickPlayServerMessage,
  type QuickPlayServerPayload,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { holdEntryFee, refundGame, releaseEntryFee, type GameRef } from "../../services/coins/gameMoney.js";
import { isDomainError } from "../../services/errors.js";
import { authenticate, tokenFromHeaders } from "../../services/sessions/authenticate.js";
import { LOGIN_TO_PLAY } from "../hardenTransport.js";
import { refuseWhileShuttingDown } from "../shutdown.js";
import type { AnyGameDefinition, QuickPlayTerms } from "../table/definition.js";
import { handOverGroup, QUEUED_GROUP_OPTION } from "./handoff.js";

/** A game Quick Play can seat people at: its table room and its definition (which says how such a table is made). */
export interface QuickPlayTarget {
  room: string;
  definition: AnyGameDefinition;
}

export const QUICK_PLAY_TEXTS = {
  noGame: "There is no Quick Play for this game.",
  alreadyQueued: "You are already looking for a table on these terms.",
  noMatch: "No players were found in time: your entry fee is back.",
  noMessages: "The Quick Play queue takes no messages: leave it to cancel.",
} as const;

/** A queued player's session facts, from the matchmaking call (onAuth). */
interface QueueAuth {
  userId: string;
  playerName: string;
  clientSeed: string | null;
}

/** What one queue matches on (the room's filter: game, fee, player count, currency) and the table it makes. */
interface Queue {
  target: QuickPlayTarget;
  /** The game's create options of such a table, as a client would send them. */
  table: Record<string, unknown>;
  maxPlayers: number;
  /** Entry fee per seat, minor units. */
  fee: number;
  currency: "COIN" | "FREE";
}

interface Member extends QueueAuth {
  client: Client;
  group: Group;
  /** False while the fee is being held: the place is taken first, so players arriving together fill one table. */
  held: boolean;
  secondsLeft: number;
  countdown: NodeJS.Timeout | null;
}

/** Players who will sit at one table; their fees are held in that table's escrow (`gameId`) from the start. */
interface Group {
  gameId: string;
  members: Member[];
  /** The table is being made: the group's money is the table's from now on. */
  handing: boolean;
}

const FALLBACK_NAME = "Player";
const MAX_MESSAGES_PER_SECOND = 10;

/** Reads the options of a join into a queue: ServerError 400 with the first rule broken, before anything is held. */
function queueFor(targets: ReadonlyMap<string, QuickPlayTarget>, raw: unknown): { options: QuickPlayOptions; queue: Queue } {
  const parsed = quickPlayOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid Quick Play options.");
  const options = parsed.data;
  const target = targets.get(options.game);
  const definition = target?.definition;
  if (!target || !definition?.quickPlayTable) throw new ServerError(400, QUICK_PLAY_TEXTS.noGame);
  const terms: QuickPlayTerms = { roomAmount: options.roomAmount, maxPlayers: options.maxPlayers, currency: options.currency };
  const table = definition.quickPlayTable(terms);
  // The game's own contract decides which fees and player counts it offers (e.g. a fee step and a range of player counts).
  const checked = definition.createOptions.safeParse({ ...table, playerName: options.playerName ?? FALLBACK_NAME });
  if (!checked.success) throw new ServerError(400, checked.error.issues[0]?.message ?? "Invalid Quick Play options.");
  const setup = definition.setup(checked.data);
  if (!setup.queued || setup.fee <= 0) throw new ServerError(400, QUICK_PLAY_TEXTS.noGame);
  return { options, queue: { target, table, maxPlayers: setup.humans, fee: toMinor(setup.fee), currency: setup.currency } };
}

/**
 * Quick Play for every game: one room per queue, found by Colyseus's filter on (game, fee, player count, currency),
 * so with Redis every process sends a queue's players to the same room. A player's fee is held on entry into the
 * escrow of the table their group will sit at; the server counts the spec's 10 seconds down per player; a full group
 * gets a table of the game (created by the matchmaker on any process, told who may sit and which escrow holds their
 * fees) and a seat reservation each. Leaving the queue, dropping or the countdown running out releases the fee at once.
 * Colyseus's own QueueRoom regroups its clients by rank on every tick, so a fee could not follow a group; its shape is
 * kept: a `seat` message carries the reservation the client consumes.
 * Built per platform by `quickPlayRoomFor(ctx, targets)`.
 */
export class QuickPlayRoom extends Room {
  protected app!: AppContext;
  protected targets!: ReadonlyMap<string, QuickPlayTarget>;
  private queue!: Queue;
  private groups: Group[] = [];
  /** Handed-over connections are closed by then if their clients have not left (a seat reservation's lifetime). */
  private closers = new Set<NodeJS.Timeout>();

  override onCreate(raw: unknown) {
    this.queue = queueFor(this.targets, raw).queue;
    this.autoDispose = true;
    this.maxMessagesPerSecond = MAX_MESSAGES_PER_SECOND;
    this.onMessage("*", (client, type) => this.tell(client, "error", { code: "BAD_MESSAGE", message: QUICK_PLAY_TEXTS.noMessages, type: String(type) }));
  }

  override async onJoin(client: Client, _options: unknown, auth: QueueAuth) {
    refuseWhileShuttingDown();
    if (this.memberOf(auth.userId)) throw new ServerError(409, QUICK_PLAY_TEXTS.alreadyQueued);
    const group = this.openGroup();
    const member: Member = { ...auth, client, group, held: false, secondsLeft: QUICK_PLAY_COUNTDOWN_SECONDS, countdown: null };
    group.members.push(member); // the place is taken before any await
    try {
      await holdEntryFee(this.app, this.escrowOf(group), auth.userId, this.app.processId);
    } catch (err) {
      await this.remove(member);
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      this.app.logger.error({ err, gameId: group.gameId }, "quick play entry fee failed");
      throw new ServerError(500, messages.somethingWentWrong);
    }
    member.held = true;
    member.countdown = setInterval(() => this.tick(member), 1_000);
    this.showCountdown(group);
    await this.handOverIfFull(group);
  }

  /** Cancel (leaving) and a dropped connection are the same: out of the queue, the fee back at once. */
  override async onLeave(client: Client) {
    const member = this.memberOfClient(client);
    if (member && !member.group.handing) await this.remove(member);
  }

  override async onDispose() {
    for (const timer of this.closers) clearTimeout(timer);
    for (const group of [...this.groups]) for (const member of [...group.members]) if (!group.handing) await this.remove(member);
  }

  private tell<K extends QuickPlayServerMessage>(client: Client, type: K, payload: QuickPlayServerPayload<K>): void {
    client.send(type, payload);
  }

  private escrowOf(group: Group): GameRef {
    return { gameId: group.gameId, game: this.queue.target.definition.game, currency: this.queue.currency, fee: this.queue.fee };
  }

  private memberOf(userId: string): Member | undefined {
    for (const group of this.groups) for (const m of group.members) if (m.userId === userId) return m;
    return undefined;
  }

  private memberOfClient(client: Client): Member | undefined {
    for (const group of this.groups) for (const m of group.members) if (m.client === client) return m;
    return undefined;
  }

  /** The oldest group with a free place, or a new one (with the game id its table will have). */
  private openGroup(): Group {
    const open = this.groups.find((g) => !g.handing && g.members.length < this.queue.maxPlayers);
    if (open) return open;
    const group: Group = { gameId: randomUUID(), members: [], handing: false };
    this.groups.push(group);
    return group;
  }

  /** Takes a player out of their group and gives the fee back; an emptied group's escrow is closed. */
  private async remove(member: Member): Promise<void> {
    const group = member.group;
    if (member.countdown) clearInterval(member.countdown);
    member.countdown = null;
    const at = group.members.indexOf(member);
    if (at < 0) return;
    group.members.splice(at, 1);
    const emptied = group.members.length === 0;
    if (emptied) this.forget(group);
    else this.showCountdown(group);
    try {
      if (member.held) await releaseEntryFee(this.app, group.gameId, member.userId);
      // Nothing is held in it any more and no one can be placed in it: closed, so no process keeps it alive.
      if (emptied) await refundGame(this.app, group.gameId);
    } catch (err) {
      this.app.logger.error({ err, gameId: group.gameId }, "quick play fee release failed");
    }
  }

  private forget(group: Group): void {
    const at = this.groups.indexOf(group);
    if (at >= 0) this.groups.splice(at, 1);
  }

  private showCountdown(group: Group): void {
    const players = group.members.filter((m) => m.held).length;
    for (const m of group.members) {
      if (m.held) this.tell(m.client, "countdown", { secondsLeft: m.secondsLeft, players, maxPlayers: this.queue.maxPlayers });
    }
  }

  /**
   * One second of a player's countdown. At zero without a full table the search ends: the fee goes back, the player
   * is told and the connection closes (docs/decisions.md); asking again is a new search with a new countdown.
   */
  private tick(member: Member): void {
    if (member.group.handing) return;
    member.secondsLeft -= 1;
    if (member.secondsLeft > 0) {
      const players = member.group.members.filter((m) => m.held).length;
      return this.tell(member.client, "countdown", { secondsLeft: member.secondsLeft, players, maxPlayers: this.queue.maxPlayers });
    }
    void this.remove(member).then(() => {
      this.tell(member.client, "no-match", { message: QUICK_PLAY_TEXTS.noMatch });
      member.client.leave(CloseCode.NORMAL_CLOSURE);
    });
  }

  /** A full group whose fees are all held gets its table and a seat each. */
  private async handOverIfFull(group: Group): Promise<void> {
    const members = group.members;
    if (group.handing || members.length < this.queue.maxPlayers) return;
    // A fee still being held, or a player whose connection is closing (their leave will free the place): not yet.
    if (members.some((m) => !m.held || m.client.state === ClientState.LEAVING)) return;
    group.handing = true;
    for (const m of members) if (m.countdown) clearInterval(m.countdown);
    const { target, table, fee, currency } = this.queue;
    try {
      const ticket = await handOverGroup(this.presence, { gameId: group.gameId, players: members.map((m) => m.userId), fee, currency });
      const room = await matchMaker.createRoom(target.room, { ...table, playerName: members[0]!.playerName, [QUEUED_GROUP_OPTION]: ticket });
      const reserved = await matchMaker.reserveMultipleSeatsFor(
        room,
        members.map((m) => ({ sessionId: m.client.sessionId, options: this.seatOptions(m), auth: { userId: m.userId } })),
      );
      if (!reserved.every(Boolean)) throw new Error("a seat could not be reserved");
      for (const m of members) this.tell(m.client, "seat", matchMaker.buildSeatReservation(room, m.client.sessionId));
    } catch (err) {
      // No table: every fee goes back (a table made meanwhile finds its escrow closed and lets its seats go).
      this.app.logger.error({ err, gameId: group.gameId }, "quick play table could not be made");
      await refundGame(this.app, group.gameId).catch((e) => this.app.logger.error({ err: e, gameId: group.gameId }, "quick play refund failed"));
      for (const m of members) {
        this.tell(m.client, "error", { code: "TABLE_FAILED", message: messages.somethingWentWrong });
        m.client.leave(CloseCode.NORMAL_CLOSURE);
      }
    } finally {
      this.forget(group);
    }
    // The clients leave by themselves once seated; a connection still open when its reservation has expired is closed.
    const closer = setTimeout(() => {
      this.closers.delete(closer);
      for (const m of members) if (this.clients.includes(m.client)) m.client.leave(CloseCode.NORMAL_CLOSURE);
    }, this.seatReservationTimeout * 1_000);
    this.closers.add(closer);
  }

  /** The join options of a matched player's seat: the table's terms, their name and their part of the seed. */
  private seatOptions(member: Member): Record<string, unknown> {
    return { ...this.queue.table, playerName: member.playerName, ...(member.clientSeed && { clientSeed: member.clientSeed }) };
  }
}

/** The queue room of one platform: sessions checked and options read at matchmaking, before any room or seat exists. */
export function quickPlayRoomFor(ctx: AppContext, targets: readonly QuickPlayTarget[]): typeof QuickPlayRoom {
  const byGame = new Map(targets.map((t) => [t.definition.game, t] as const));
  return class PlatformQuickPlayRoom extends QuickPlayRoom {
    protected override app = ctx;
    protected override targets = byGame;

    static override async onAuth(token: string, raw: unknown, context: AuthContext): Promise<QueueAuth> {
      const sessionToken = token || tokenFromHeaders(Object.fromEntries(context.headers?.entries?.() ?? []));
      const auth = sessionToken ? await authenticate(ctx.db, ctx.sessionKey, sessionToken) : null;
      if (!auth) throw new ServerError(401, LOGIN_TO_PLAY);
      const { options } = queueFor(byGame, raw);
      // A coin queue is only for players where money games are allowed; any queue, only where the platform is offered.
      const where = await ctx.jurisdictions.of(context.ip);
      if (where.status === "blocked" || (where.status === "play_money" && options.currency === "COIN")) throw new ServerError(403, where.message);
      return { userId: auth.userId, playerName: auth.displayName ?? options.playerName ?? FALLBACK_NAME, clientSeed: options.clientSeed ?? null };
    }
  };
}
