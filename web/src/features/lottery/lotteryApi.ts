/** The lottery's calls (game-server/src/http/routes/lottery.ts; docs/coins.md "The lottery"). */
export const LOTTERY_API = {
  /** Draws on sale or waiting, and the last ten drawn or cancelled (public). */
  board: "/api/v1/getLottery",
  draw: (id: string) => `/api/v1/lottery/draws/${encodeURIComponent(id)}`,
  buy: "/api/v1/lottery/tickets",
  myTickets: (drawId: string) => `/api/v1/lottery/myTickets?drawId=${encodeURIComponent(drawId)}`,
  newDraw: "/api/v1/admin/lottery/draws",
  cancel: (id: string) => `/api/v1/admin/lottery/draws/${encodeURIComponent(id)}/cancel`,
} as const;

/** How often the board is asked for again: tickets sold and the pool move while others buy. */
export const BOARD_REFRESH_MS = 5_000;

/** swr keys to refetch after a purchase or an admin action. */
export const isLotteryKey = (key: unknown): boolean =>
  typeof key === "string" && (key === LOTTERY_API.board || key.startsWith("/api/v1/lottery/"));
