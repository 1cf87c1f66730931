import { z } from "zod";
import { derbyEventSchema } from "./derby.js";
import { h2hGraphSchema, h2hPlayersSchema, h2hQuestionSchema } from "./h2h.js";

/**
 * "pools": the pool games' live figures pushed to whoever watches (docs/realtime.md). No session needed, nothing to
 * send: a client joins a topic and gets its figures on join and again after every change (a bet, a close, a race, a
 * resolution), at most one message per topic every `POOLS_PUSH_EVERY_MS`.
 */
export const POOLS_ROOM = "pools";
export const POOLS_PUSH_EVERY_MS = 250;
export const POOLS_MAX_MESSAGES_PER_SECOND = 5;

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/**
 * What to watch: `derby` (the races open or being drawn), `derby:<eventId>` (one race), `h2h:<matchId>` (a match's
 * questions), `h2h-question:<questionId>` (one question's graph and players).
 */
export const POOLS_TOPIC = new RegExp(`^(derby|derby:${uuid}|h2h:${uuid}|h2h-question:${uuid})$`);
export const poolsJoinOptionsSchema = z.object({ topic: z.string().regex(POOLS_TOPIC, "Unknown topic.") }).strict();

export const poolsTopic = {
  derbyEvents: "derby",
  derbyEvent: (eventId: string) => `derby:${eventId}`,
  h2hMatch: (matchId: string) => `h2h:${matchId}`,
  h2hQuestion: (questionId: string) => `h2h-question:${questionId}`,
} as const;

/** Server → "pools" clients: each topic gets one kind (named after it), plus `error` for anything a client sends. */
export const poolsServerMessages = {
  "derby:events": z.object({ docs: z.array(derbyEventSchema) }),
  "derby:event": derbyEventSchema,
  "h2h:questions": z.object({ matchId: z.string(), docs: z.array(h2hQuestionSchema) }),
  "h2h:question": z.object({ questionId: z.string(), graph: h2hGraphSchema, players: h2hPlayersSchema.shape.docs }),
  error: z.object({ code: z.literal("BAD_MESSAGE"), message: z.string(), type: z.string() }),
} as const;
export type PoolsServerMessage = keyof typeof poolsServerMessages;
export type PoolsServerPayload<K extends PoolsServerMessage> = z.infer<(typeof poolsServerMessages)[K]>;

/** The message a topic's figures come in. */
export function poolsMessageOf(topic: string): Exclude<PoolsServerMessage, "error"> {
  if (topic === "derby") return "derby:events";
  if (topic.startsWith("derby:")) return "derby:event";
  if (topic.startsWith("h2h-question:")) return "h2h:question";
  return "h2h:questions";
}
