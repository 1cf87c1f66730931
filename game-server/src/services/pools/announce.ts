import { matchMaker } from "@colyseus/core";
import { poolsTopic } from "@arena/contracts";

/**
 * Announcements of the pool games' changes (the "pools" room, docs/realtime.md). The service that changes a pool
 * announces it once its transaction is committed; every process's rooms watching that topic hear it through Colyseus
 * presence (Redis when configured) and read the figures again (live.ts). An announcement carries no figures: the
 * database is the truth.
 */

/** The presence channel a topic's changes are announced on. */
export const poolsChannel = (topic: string) => `pools:${topic}`;

function announce(topics: readonly string[]): void {
  // No presence before the server is up (a script, a job run by hand): nobody is watching then.
  const presence = matchMaker.presence as typeof matchMaker.presence | undefined;
  if (!presence) return;
  for (const topic of topics) {
    void Promise.resolve(presence.publish(poolsChannel(topic), 1)).catch(() => undefined);
  }
}

/** A race changed (a bet, scheduled, closed, raced, cancelled): its watchers and the open races' list. */
export const announceDerby = (...eventIds: string[]) => announce([poolsTopic.derbyEvents, ...eventIds.map(poolsTopic.derbyEvent)]);

/** A question changed (a stake, a new question, closed, resolved): its match's list and its own watchers. */
export const announceH2h = (matchId: string, questionId?: string) => announce([poolsTopic.h2hMatch(matchId), ...(questionId ? [poolsTopic.h2hQuestion(questionId)] : [])]);

