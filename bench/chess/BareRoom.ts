import { Room, ServerError, type Client } from "@colyseus/core";
import { Chess } from "chess.js";
import { CHESS_UNTIMED_MOVE_SECONDS } from "../../packages/contracts/src/chess.js";
import { ChessPlayer, ChessRoomState } from "../../game-server/src/rooms/chess/state.js";
import { seededRandom } from "./games.js";

/**
 * The chess reference room for `pnpm bench:chess`: the chess room's own schema and seats, and nothing else. No auth,
 * no ledger, no rules, no clock: `opponentMove` from the side to move (whatever move it names) plays the next ply of
 * a game scripted once when the server starts, and sends the patch at once.
 *
 * The patch is the chess room's: what its sync changes on a move of an untimed game — the FEN, the side to move,
 * check, one SAN pushed onto `moves`, `legalMoves` cleared and refilled with the new side's UCI moves (about thirty
 * strings: most of the patch's bytes), `lastMove` and `turnEndsAt` (the untimed move limit, re-armed on every move).
 * Ludo's bare room (ludo/BareRoom.ts) changes a die, a counter, the turn and one token: far smaller than this, so
 * comparing chess with it would charge the encoding of the legal-move list to the chess room.
 */

/** A position of the scripted game as the chess room shows it. */
interface ScriptedPosition {
  fen: string;
  turn: "white" | "black";
  check: boolean;
  legalMoves: string[];
}

/** A ply of the scripted game: `positions[i + 1]` is where `plies[i]` leads. */
interface ScriptedPly {
  san: string;
  from: string;
  to: string;
}

/** Plies in the scripted game at most (random games rarely end sooner); even, so it ends with white to move. */
const SCRIPT_PLIES = 400;

/**
 * A game of random legal moves (seeded: every run plays the same one), played out with chess.js once at start-up so
 * that no move costs the bare room any chess. Random players' positions are what the bench's chess clients meet too.
 */
function scriptedGame(seed: number): { positions: ScriptedPosition[]; plies: ScriptedPly[] } {
  const random = seededRandom(seed);
  const chess = new Chess();
  const position = (legal: { lan: string }[]): ScriptedPosition => ({
    fen: chess.fen(),
    turn: chess.turn() === "w" ? "white" : "black",
    check: chess.inCheck(),
    legalMoves: legal.map((m) => m.lan),
  });
  let legal = chess.moves({ verbose: true });
  const positions = [position(legal)];
  const plies: ScriptedPly[] = [];
  while (plies.length < SCRIPT_PLIES && legal.length > 0 && !chess.isGameOver()) {
    const move = legal[Math.floor(random() * legal.length)]!;
    chess.move(move);
    plies.push({ san: move.san, from: move.from, to: move.to });
    legal = chess.moves({ verbose: true });
    positions.push(position(legal));
  }
  // The game starts over from the first position when the script runs out: keep white to move at its end.
  if (plies.length % 2 === 1) {
    plies.pop();
    positions.pop();
  }
  return { positions, plies };
}

const SCRIPT = scriptedGame(1);
const SEATS = ["p1", "p2"] as const;

export class ChessBareRoom extends Room<{ state: InstanceType<typeof ChessRoomState> }> {
  override state = new ChessRoomState();
  /** Plies of the scripted game played at this table since it last started over. */
  private at = 0;

  override onCreate() {
    this.patchRate = 1000;
    this.autoDispose = true;
    this.maxClients = 2;
    this.state.roomId = this.roomId;
    this.state.maxPlayers = 2;
    this.onMessage("opponentMove", (client) => this.move(client));
    this.onMessage("*", () => undefined);
  }

  override onJoin(client: Client) {
    const seat = SEATS.find((k) => !this.state.players.has(k));
    if (!seat) throw new ServerError(409, "This room is full.");
    const colour = seat === "p1" ? "white" : "black";
    client.userData = { colour };
    const player = new ChessPlayer();
    player.id = client.sessionId;
    player.playerName = `bare-${seat}`;
    player.color = colour;
    player.isCreator = seat === "p1";
    this.state.players.set(seat, player);
    if (this.state.players.size === 2) this.show(SCRIPT.positions[0]!);
    this.broadcastPatch();
  }

  override onLeave(client: Client) {
    const colour = (client.userData as { colour?: string } | undefined)?.colour;
    if (colour) this.state.players.delete(colour === "white" ? "p1" : "p2");
  }

  private move(client: Client) {
    const s = this.state;
    const colour = (client.userData as { colour?: string } | undefined)?.colour;
    if (s.gameStatus !== "active" || colour !== s.turn) return;
    if (this.at === SCRIPT.plies.length) {
      // The scripted game is over: the table plays it again, as the chess room's players start a rematch.
      this.at = 0;
      s.moves.clear();
    }
    const ply = SCRIPT.plies[this.at]!;
    this.at += 1;
    s.moves.push(ply.san);
    s.lastMove.assign({ ply: this.at, from: ply.from, to: ply.to, san: ply.san });
    this.show(SCRIPT.positions[this.at]!);
    this.broadcastPatch();
  }

  /** Writes a position as the chess room's sync does: everything the side to move needs to play. */
  private show(p: ScriptedPosition) {
    const s = this.state;
    s.gameStatus = "active";
    s.status = "started";
    s.fen = p.fen;
    s.turn = p.turn;
    s.check = p.check;
    s.legalMoves.clear();
    for (const m of p.legalMoves) s.legalMoves.push(m);
    s.turnEndsAt = Date.now() + CHESS_UNTIMED_MOVE_SECONDS * 1000;
  }
}
