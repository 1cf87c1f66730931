/** The Derby's calls (game-server/src/http/routes/derby.ts; docs/decisions.md "Pool games"). */
export const DERBY_API = {
  /** Open races with horses, published chances, pools and live win odds (public). */
  events: "/api/v1/derby/events",
  event: (id: string) => `/api/v1/derby/events/${encodeURIComponent(id)}`,
  history: "/api/v1/derby/history?page=1&limit=10",
  bet: "/api/v1/derby/joinEvent",
  myBets: (eventId: string) => `/api/v1/derby/myBets?eventId=${encodeURIComponent(eventId)}`,
  leaderboard: (days: LeaderboardDays) => `/api/v1/derby/leaderboards?days=${days}&page=1&limit=20`,
  // The admin's (/derby-management; each audited by the server).
  /** Schedule a race (scheduleEventSchema) → the event, "Race scheduled." */
  schedule: "/api/v1/derby/scheduleEvent",
  /** Cancel a race before it runs: every bet returned. */
  cancel: (id: string) => `/api/v1/admin/derby/events/${encodeURIComponent(id)}/cancel`,
  /** Virtual races: GET → { everyMinutes: number | null }; POST derbyVirtualSchema (null: off). */
  virtual: "/api/v1/admin/derby/virtual",
} as const;

/** Live odds move with every bet until post time: the races are asked for again this often. */
export const ODDS_REFRESH_MS = 2_000;

export const LEADERBOARD_DAYS = [1, 7, 30] as const;
export type LeaderboardDays = (typeof LEADERBOARD_DAYS)[number];

export const isDerbyKey = (key: unknown): boolean => typeof key === "string" && key.startsWith("/api/v1/derby/");
