import { poolsMessageOf, type PoolsServerMessage, type PoolsServerPayload } from "@arena/contracts";
import { h2hMatches, type Runner } from "@arena/db";
import { eq } from "drizzle-orm";
import { findEvent, upcomingEvents } from "../derby/events.js";
import { DomainError } from "../errors.js";
import { findQuestion, questionPlayers, questionsOf, stakeGraph } from "../h2h/questions.js";

type Figures = Exclude<PoolsServerMessage, "error">;

/** The figures a topic's watchers get, in its message's shape; 404 when the race, match or question does not exist. */
export async function topicFigures(db: Runner, topic: string): Promise<{ type: Figures; payload: PoolsServerPayload<Figures> }> {
  const type = poolsMessageOf(topic);
  const id = topic.slice(topic.indexOf(":") + 1);
  switch (type) {
    case "derby:events":
      return { type, payload: { docs: await upcomingEvents(db) } };
    case "derby:event":
      return { type, payload: await findEvent(db, id) };
    case "h2h:questions": {
      const [match] = await db.select({ id: h2hMatches.id }).from(h2hMatches).where(eq(h2hMatches.id, id));
      if (!match) throw new DomainError(404, "Match not found.");
      return { type, payload: { matchId: id, docs: await questionsOf(db, id) } };
    }
    case "h2h:question": {
      await findQuestion(db, id);
      const [graph, players] = await Promise.all([stakeGraph(db, id), questionPlayers(db, id)]);
      return { type, payload: { questionId: id, graph, players } };
    }
  }
}
