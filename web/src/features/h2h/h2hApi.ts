/** H2H's calls (game-server/src/http/routes/h2h.ts). */
const q = (v: string) => encodeURIComponent(v);

export const H2H_API = {
  categories: "/api/v1/h2h/categories",
  matches: (categoryId?: string) => (categoryId ? `/api/v1/h2h/matchList?categoryId=${q(categoryId)}` : "/api/v1/h2h/matchList"),
  questions: (matchId: string) => `/api/v1/h2h/questions?matchId=${q(matchId)}`,
  stake: "/api/v1/h2h/bets",
  myStakes: "/api/v1/h2h/bets",
  graph: (questionId: string) => `/api/v1/h2h/graph?questionId=${q(questionId)}`,
  players: (questionId: string) => `/api/v1/h2h/players?questionId=${q(questionId)}`,
} as const;

/** How often the money, the stakes and the states are asked for again ("updates every few seconds"). */
export const H2H_REFRESH_MS = 4_000;

/** swr keys to refetch after a stake or an admin action. */
export const isH2hKey = (key: unknown): boolean => typeof key === "string" && key.startsWith("/api/v1/h2h/");
