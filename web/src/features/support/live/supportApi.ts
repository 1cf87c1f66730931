/** Live support's REST paths (game-server/src/http/routes/support.ts; docs in the OpenAPI document). */
export const SUPPORT_API = {
  start: "/api/v1/support/conversations",
  renew: (id: string) => `/api/v1/support/conversations/${encodeURIComponent(id)}/token`,
  queue: (query: string) => `/api/v1/admin/support/conversations?${query}`,
  conversation: (id: string) => `/api/v1/admin/support/conversations/${encodeURIComponent(id)}`,
  close: (id: string) => `/api/v1/admin/support/conversations/${encodeURIComponent(id)}/close`,
  canned: (lang: string) => `/api/v1/admin/support/canned?lang=${encodeURIComponent(lang)}`,
} as const;
