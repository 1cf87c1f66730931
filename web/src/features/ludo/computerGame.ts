import type { Room } from "@colyseus/sdk";
import type { BOT_LEVELS, LUDO_RULES, PawnColour } from "@arena/contracts";
import type { BoardTheme } from "./menu/entryFee";
import { createLudoRoom } from "./realtime";

/** Free Play's choices: your colour, 1–3 computer players, their level, Classic or Quick rules and the board. */
export interface ComputerSetup {
  color: PawnColour;
  bots: 1 | 2 | 3;
  botLevel: (typeof BOT_LEVELS)[number];
  rules: (typeof LUDO_RULES)[number];
  board: BoardTheme;
}

/** The spec's default selection (green, 2 players, default board), against a medium computer on Classic rules. */
export const DEFAULT_COMPUTER_SETUP: ComputerSetup = { color: "green", bots: 1, botLevel: "medium", rules: "classic", board: "default" };

/** A game against the computer: free, played with play money, started at once by the server. */
export const startComputerGame = (setup: ComputerSetup, playerName: string): Promise<Room> =>
  createLudoRoom({
    gameType: "Computer",
    bots: setup.bots,
    botLevel: setup.botLevel,
    rules: setup.rules,
    color: setup.color,
    playerName,
    boardType: setup.board,
    currency: "FREE",
  });
