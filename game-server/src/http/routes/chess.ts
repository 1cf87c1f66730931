import { chessGameRecordSchema, fairGameParamsSchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { findChessGame } from "../../services/chess/games.js";
import { defineRoute } from "../route.js";

/** Chess's REST side: the record of a game the server played (moves, PGN, colour draw, seeds). */
export const chessRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/chess/game/:gameId",
    tag: "chess",
    summary:
      "A chess game as the server played it: players and colours (with the fair colour draw), moves, PGN with clock times, result; the server seed once it is over. A rejoin of a game that is not active shows 'This game is already been finished'.",
    params: fairGameParamsSchema,
    result: chessGameRecordSchema,
    async handle({ params }) {
      return { result: await findChessGame(ctx, params.gameId) };
    },
  }),
];
