import { z } from "zod";
import {
  fairGameParamsSchema,
  ludoGameDetailsSchema,
  ludoGameRecordSchema,
  ludoInterruptedAckSchema,
  ludoInterruptedGameSchema,
  ludoJoinPoolSchema,
  ludoSaveWinnerSchema,
  ludoWinDetailsParamsSchema,
  winDetailsResultSchema,
  winnerEntrySchema,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { acknowledgeInterruption } from "../../services/games/interruptions.js";
import { latestInterruptedLudoGame, LUDO } from "../../services/ludo/games.js";
import { fairnessRecord, gameDetails, joinPool, saveWinnerRecord, winDetails } from "../../services/ludo/pools.js";
import { defineRoute } from "../route.js";

const verification = z
  .object({
    commitmentMatches: z.boolean(),
    mismatches: z.array(z.object({ nonce: z.number(), recorded: z.number(), expected: z.number() })),
    ok: z.boolean(),
  })
  .nullable();

/** Ludo's REST side: records of games the server played and settled. Results never come from the client. */
export const ludoRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "post",
    path: "/ludo/game/details",
    tag: "ludo",
    summary: "A game (by id, or the latest game of a room name) as the server played it; players of the game only",
    auth: "user",
    body: ludoGameDetailsSchema,
    result: ludoGameRecordSchema,
    async handle({ auth, body }) {
      return { result: await gameDetails(ctx, auth!.userId, body.poolId) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/ludo/win-details/:roomName",
    tag: "ludo",
    summary: "Win details of a room's latest game: each player's userId and winningAmount, from the ledger",
    auth: "user",
    params: ludoWinDetailsParamsSchema,
    result: winDetailsResultSchema,
    async handle({ auth, params }) {
      return { result: await winDetails(ctx, auth!.userId, params.roomName) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/ludo/join/pool",
    tag: "ludo",
    summary: "Confirms the caller holds a paid seat in a room's game (401 'You are not authorized to join this pool' otherwise)",
    auth: "user",
    body: ludoJoinPoolSchema,
    result: z.object({ roomId: z.string(), gameId: z.string(), gameFees: z.number(), currency: z.string(), playerType: z.literal("PAID") }),
    async handle({ auth, body }) {
      return { result: await joinPool(ctx, auth!.userId, body.roomId) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/ludo/save/winner/record",
    tag: "ludo",
    summary: "Answers the winner record the server settled; client-sent winners, amounts and times are ignored",
    auth: "user",
    body: ludoSaveWinnerSchema,
    result: z.object({
      gameId: z.string(),
      roomId: z.string(),
      winners: z.array(winnerEntrySchema),
      startTime: z.string(),
      endTime: z.string().nullable(),
    }),
    async handle({ auth, body }) {
      return { result: await saveWinnerRecord(ctx, auth!.userId, body.poolId ?? body.roomId!) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/ludo/interrupted",
    tag: "ludo",
    summary: "The caller's latest game that a game-server restart ended (refunded, or settled when decided), until acknowledged; null if none",
    auth: "user",
    result: ludoInterruptedGameSchema.nullable(),
    async handle({ auth }) {
      return { result: await latestInterruptedLudoGame(ctx, auth!.userId) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/ludo/interrupted/ack",
    tag: "ludo",
    summary: "The player saw the interruption message: the game is no longer answered by GET /ludo/interrupted",
    auth: "user",
    body: ludoInterruptedAckSchema,
    result: z.object({}),
    async handle({ auth, body }) {
      await acknowledgeInterruption(ctx, LUDO, auth!.userId, body.gameId);
      return { result: {} };
    },
  }),
  defineRoute({
    method: "get",
    path: "/fair/ludo/:gameId",
    tag: "fairness",
    summary: "Provably fair record of a Ludo game: seed commitment, client seed, every roll; the seed once the game is over",
    params: fairGameParamsSchema,
    result: ludoGameRecordSchema.extend({ verification }),
    async handle({ params }) {
      return { result: await fairnessRecord(ctx, params.gameId) };
    },
  }),
];
