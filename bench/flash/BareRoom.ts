import { Room, ServerError, type Client } from "@colyseus/core";
import { FLASH_SEAT_KEYS, FLASH_TURN_SECONDS } from "../../packages/contracts/src/flash.js";
import { FlashPlayer, FlashRoomState } from "../../game-server/src/rooms/flash/state.js";

/**
 * The Flash reference room for `pnpm bench:flash`: the Flash room's own schema and seven seats, and nothing else. No
 * auth, no ledger, no rules, no hidden cards: a `bet` from the seat to act puts the stake in the pot and passes the
 * turn, and the patch goes out at once.
 *
 * The patch is the Flash room's for a chaal: the acting seat's stack, bet and blind count, the pot, the turn and its
 * deadline, the latest action (`lastAction`: count, seat, amount) and the next seat's priced choices (`choices`).
 * The hand never ends (the stack is topped up when it runs low), so the load stays steady.
 */
export class FlashBareRoom extends Room<{ state: InstanceType<typeof FlashRoomState> }> {
  override state = new FlashRoomState();

  override onCreate() {
    this.patchRate = 1000;
    this.autoDispose = true;
    this.maxClients = FLASH_SEAT_KEYS.length;
    const s = this.state;
    Object.assign(s, { roomId: this.roomId, maxPlayers: 7, boot: 1, roomAmount: 1, chaalLimit: 128, potLimit: 1024, blindLimit: 4, turnSeconds: FLASH_TURN_SECONDS });
    this.onMessage("bet", (client) => this.bet(client));
    this.onMessage("*", () => undefined);
  }

  override onJoin(client: Client) {
    const seat = FLASH_SEAT_KEYS.find((k) => !this.state.players.has(k));
    if (!seat) throw new ServerError(409, "This room is full.");
    client.userData = { seat };
    const player = new FlashPlayer();
    player.id = client.sessionId;
    player.playerName = `bare-${seat}`;
    player.stack = 500;
    player.isCreator = seat === "1";
    this.state.players.set(seat, player);
    if (this.state.players.size === FLASH_SEAT_KEYS.length) {
      const s = this.state;
      s.gameStatus = "active";
      s.tableStatus = "betting";
      s.handNumber = 1;
      s.dealer = "1";
      s.stake = 1;
      for (const p of s.players.values()) Object.assign(p, { inHand: true, status: "ACTIVE", stack: 499, bet: 1 });
      s.pot = 7;
      this.pass("2");
    }
    this.broadcastPatch();
  }

  override onLeave(client: Client) {
    const seat = (client.userData as { seat?: string } | undefined)?.seat;
    if (seat) this.state.players.delete(seat);
  }

  private bet(client: Client) {
    const s = this.state;
    const seat = (client.userData as { seat?: string } | undefined)?.seat;
    if (s.gameStatus !== "active" || seat !== s.turn) return;
    const player = s.players.get(seat)!;
    const amount = s.stake;
    player.stack = player.stack > 10 ? player.stack - amount : 499;
    player.bet += amount;
    player.blindBets = Math.min(4, player.blindBets + 1);
    s.pot += amount;
    s.lastAction.assign({ n: s.lastAction.n + 1, seat, type: "bet", amount, double: false, allIn: false, accept: false });
    const next = FLASH_SEAT_KEYS[(FLASH_SEAT_KEYS.indexOf(seat as (typeof FLASH_SEAT_KEYS)[number]) + 1) % FLASH_SEAT_KEYS.length]!;
    this.pass(next);
    this.broadcastPatch();
  }

  /** The turn moves on: its deadline and the next seat's priced choices, as the Flash room's sync writes them. */
  private pass(seat: string) {
    const s = this.state;
    const stack = s.players.get(seat)?.stack ?? 0;
    s.turn = seat;
    s.turnEndsAt = Date.now() + FLASH_TURN_SECONDS * 1000;
    s.choices.assign({
      seat,
      bet: s.stake,
      betAllIn: s.stake >= stack,
      double: 2 * s.stake,
      see: true,
      pack: true,
      show: 0,
      showAllIn: false,
      sideshow: 0,
      sideshowTarget: "",
      answerSideshow: false,
    });
  }
}
