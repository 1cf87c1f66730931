/**
 * The player's own hands (GET /api/v1/flash/history): newest first, each with their line of the result (net after
 * commission). Parsed with the contract's schema; refreshed after each hand this page sees end.
 */
import useSWR from "swr";
import { flashHistorySchema, type FlashHistory } from "@arena/contracts";
import { fetchResult } from "../../../lib/api";

export const HISTORY_PATH = "/api/v1/flash/history";
export const historyKey = (page: number, limit: number): string => `${HISTORY_PATH}?page=${page}&limit=${limit}`;
export const isHistoryKey = (key: unknown): boolean => typeof key === "string" && key.startsWith(HISTORY_PATH);

const fetchHistory = async (path: string): Promise<FlashHistory> => flashHistorySchema.parse(await fetchResult<unknown>(path));

export function useFlashHistory(page: number, limit: number) {
  return useSWR<FlashHistory>(historyKey(page, limit), fetchHistory, { revalidateOnFocus: false, keepPreviousData: true });
}

/** The fairness page's address of a hand. */
export const handCheckPath = (gameId: string): string => `/fairness?game=flash&id=${encodeURIComponent(gameId)}`;
