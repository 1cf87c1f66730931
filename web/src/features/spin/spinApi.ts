/** The spin wheel's calls (game-server/src/http/routes/spin.ts; docs/coins.md "The spin wheel"). */
export const SPIN_PAGE_SIZE = 20;

export const SPIN_API = {
  /** The player's wheel: free spin, spins left, price, pot, the committed seed (auth). */
  status: "/api/v1/spin/getSpinStatus",
  /** Today's free-spin dialog was seen (auth). */
  markSeen: "/api/v1/spin/updateSpinStatus",
  pot: "/api/v1/spin/potAmount",
  /** The table in force: segments, odds, price, the pot's rules, RTP. */
  table: "/api/v1/spin/probability",
  spin: "/api/v1/spin/spinResult",
  purchase: "/api/v1/jackpot/purchase",
  registerKey: "/api/v1/jackpot/registerPublicKey",
  history: (page: number) => `/api/v1/jackpot/history?page=${page}&limit=${SPIN_PAGE_SIZE}`,
  leaderboard: (days: LeaderboardDays, page: number) => `/api/v1/jackpot/leaderboard?days=${days}&page=${page}&limit=${SPIN_PAGE_SIZE}`,
  /** The last pots that dropped. */
  drops: "/api/v1/jackpot/historyList",
} as const;

/** The leaderboard's periods: a day, a week, a month. */
export const LEADERBOARD_DAYS = [1, 7, 30] as const;
export type LeaderboardDays = (typeof LEADERBOARD_DAYS)[number];

/** swr keys of the player's spin data: refetched after a spin, a purchase or a new client seed. */
export const isSpinKey = (key: unknown): boolean =>
  typeof key === "string" && (key === SPIN_API.status || key === SPIN_API.pot || key.startsWith("/api/v1/jackpot/"));
