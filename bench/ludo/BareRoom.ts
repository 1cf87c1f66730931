import { randomInt } from "node:crypto";
import { Room, ServerError, type Client } from "@colyseus/core";
import { LudoPlayer, LudoRoomState } from "../../game-server/src/rooms/ludo/state.js";

const COLOURS = ["green", "yellow", "blue", "red"] as const;

/**
 * The reference room: the Ludo room's own schema and seats, and nothing else. No auth, no ledger, no rules, no
 * clock: `roll-dice` from the player to act draws 1–6, advances that player's first token, passes the turn and
 * sends the patch at once (the Ludo room also patches right after each action; both keep patchRate 1000). Both send
 * one frame per action: the patch.
 */

export class BareRoom extends Room<{ state: InstanceType<typeof LudoRoomState> }> {
  override state = new LudoRoomState();
  private order: string[] = [];

  override onCreate() {
    this.patchRate = 1000;
    this.autoDispose = true;
    this.maxClients = 4;
    this.state.roomId = this.roomId;
    this.state.maxPlayers = 4;
    this.onMessage("roll-dice", (client) => this.roll(client));
    this.onMessage("*", () => undefined);
  }

  override onJoin(client: Client, options: { color?: string } | undefined) {
    const taken = new Set(this.state.players.keys());
    const color = options?.color && !taken.has(options.color) ? options.color : COLOURS.find((c) => !taken.has(c));
    if (!color) throw new ServerError(409, "This room is full.");
    client.userData = { color };
    const player = new LudoPlayer();
    player.id = client.sessionId;
    player.playerName = `bare-${color}`;
    player.color = color;
    player.isCreator = taken.size === 0;
    for (let i = 0; i < 4; i++) player.tokens.push(-1);
    this.state.players.set(color, player);
    this.order.push(color);
    if (this.order.length === 4) {
      const s = this.state;
      s.gameStatus = "active";
      s.status = "waiting_for_dice";
      s.turn = this.order[0]!;
    }
    this.broadcastPatch();
  }

  override onLeave(client: Client) {
    const color = (client.userData as { color?: string } | undefined)?.color;
    if (!color) return;
    this.state.players.delete(color);
    this.order = this.order.filter((c) => c !== color);
    if (this.state.turn === color) this.state.turn = this.order[0] ?? "";
  }

  private roll(client: Client) {
    const s = this.state;
    const color = (client.userData as { color?: string } | undefined)?.color;
    if (s.gameStatus !== "active" || color !== s.turn) return;
    const dice = randomInt(1, 7);
    const player = s.players.get(color)!;
    const t = player.tokens[0]!;
    player.tokens[0] = t < 0 ? 0 : (t + dice) % 57;
    s.dice = dice;
    s.rolls += 1;
    s.turn = this.order[(this.order.indexOf(color) + 1) % this.order.length]!;
    this.broadcastPatch();
  }
}
