/**
 * Black Jack's REST side as the screens read it (game-server/src/http/routes/blackjack.ts): the bet steps with the
 * published rules, the public leaderboard, the player's own rounds and a round's proof. Each answer is parsed with the
 * contract's schema before it is shown.
 */
import useSWR from "swr";
import {
  blackjackBetListSchema,
  blackjackHistorySchema,
  blackjackLeaderboardSchema,
  blackjackRoundRecordSchema,
  type BlackjackBetList,
  type BlackjackLeaderboard,
  type BlackjackPeriod,
  type BlackjackRoundRecord,
} from "@arena/contracts";
import type { z } from "zod";
import { fetchResult } from "../../lib/api";

export const BLACKJACK_API = {
  betList: "/api/v1/blackjack/betAmountList",
  leaderboard: (period: BlackjackPeriod, sort: LeaderboardSort, page: number) => `/api/v1/blackjack/leaderboard?period=${period}&sort=${sort}&page=${page}&limit=20`,
  history: (page: number, limit: number) => `/api/v1/blackjack/history?page=${page}&limit=${limit}`,
  round: (gameId: string) => `/api/v1/blackjack/round/${encodeURIComponent(gameId)}`,
} as const;

export type LeaderboardSort = "net" | "best";
export type BlackjackHistory = z.infer<typeof blackjackHistorySchema>;

const parsed =
  <T>(schema: z.ZodType<T>) =>
  async (path: string): Promise<T> =>
    schema.parse(await fetchResult<unknown>(path));

export const fetchBetList = parsed<BlackjackBetList>(blackjackBetListSchema);
export const fetchRound = parsed<BlackjackRoundRecord>(blackjackRoundRecordSchema);

/** The bet steps in force and the rules they are played by (public). */
export const useBetList = () => useSWR<BlackjackBetList>(BLACKJACK_API.betList, fetchBetList, { revalidateOnFocus: false });

export const useLeaderboard = (period: BlackjackPeriod, sort: LeaderboardSort, page: number) =>
  useSWR<BlackjackLeaderboard>(BLACKJACK_API.leaderboard(period, sort, page), parsed<BlackjackLeaderboard>(blackjackLeaderboardSchema), { keepPreviousData: true });

/** The player's own settled rounds, newest first. */
export const useRoundHistory = (limit: number) => useSWR<BlackjackHistory>(BLACKJACK_API.history(1, limit), parsed<BlackjackHistory>(blackjackHistorySchema), { revalidateOnFocus: false });
export const isHistoryKey = (key: unknown): boolean => typeof key === "string" && key.startsWith("/api/v1/blackjack/history");

/** The fairness page's address of a round. */
export const roundCheckPath = (gameId: string): string => `/fairness?game=blackjack&id=${encodeURIComponent(gameId)}`;
