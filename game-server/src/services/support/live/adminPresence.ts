import { SUPPORT_LIMITS } from "@arena/contracts";
import type { Presence } from "@colyseus/core";

/**
 * Which admins are on duty: an admin whose support inbox (or a conversation's room) has been seen within the last 30
 * seconds. Kept in Colyseus presence (a hash of admin id → last seen, ms), so with Redis every process sees the same
 * admins; without it, the one process's own. The inbox asks for its queues every few seconds, which keeps it fresh.
 */
const KEY = "support:admins-seen";

export async function markAdminSeen(presence: Presence, adminId: string, now = Date.now()): Promise<void> {
  await presence.hset(KEY, adminId, String(now));
}

export async function isAdminOnline(presence: Presence, now = Date.now()): Promise<boolean> {
  const seen = (await presence.hgetall(KEY)) ?? {};
  let online = false;
  for (const [adminId, at] of Object.entries(seen)) {
    if (now - Number(at) <= SUPPORT_LIMITS.adminOnlineSeconds * 1000) online = true;
    // Admins long gone are dropped so the hash stays as small as the team.
    else if (now - Number(at) > 3600_000) await presence.hdel(KEY, adminId);
  }
  return online;
}

/** The channel a conversation's room listens on for what happens outside it (closed from the inbox, on any process). */
export const conversationChannel = (conversationId: string) => `support:conversation:${conversationId}`;
