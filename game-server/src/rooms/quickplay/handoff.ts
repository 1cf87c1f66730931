import { randomUUID } from "node:crypto";
import type { Presence } from "@colyseus/core";

/**
 * What the Quick Play queue hands to the table it makes for a group: the escrow that already holds the group's fees
 * (the table plays under that game id and takes the holds over) and who may sit.
 */
export interface QueuedGroup {
  gameId: string;
  /** User ids of the matched players. */
  players: string[];
  /** Entry fee per seat, minor units, and its currency: the table checks its own terms against them. */
  fee: number;
  currency: "COIN" | "FREE";
}

/**
 * The create option naming the group: a single-use ticket whose group waits in presence (Redis with several
 * processes, so the table may be made on any of them). A client cannot make one up, and one taken is gone.
 */
export const QUEUED_GROUP_OPTION = "queuedGroup";
/** Long enough for the table to be created on another process; a ticket is taken within milliseconds. */
const TICKET_SECONDS = 60;
const ticketKey = (ticket: string) => `quickplay:group:${ticket}`;

/** Puts the group in presence; answers the ticket to pass as `QUEUED_GROUP_OPTION`. */
export async function handOverGroup(presence: Presence, group: QueuedGroup): Promise<string> {
  const ticket = randomUUID();
  await presence.setex(ticketKey(ticket), JSON.stringify(group), TICKET_SECONDS);
  return ticket;
}

/** The group named by a table's create options, taken out of presence (null: no ticket, or not a live one). */
export async function takeGroup(presence: Presence, options: unknown): Promise<QueuedGroup | null> {
  const ticket = (options as Record<string, unknown> | null | undefined)?.[QUEUED_GROUP_OPTION];
  if (typeof ticket !== "string" || ticket.length > 64) return null;
  const text = (await presence.get(ticketKey(ticket))) as string | null | undefined;
  if (!text) return null;
  await presence.del(ticketKey(ticket));
  return JSON.parse(text) as QueuedGroup;
}
