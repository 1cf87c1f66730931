import { isUniqueViolation } from "@arena/db";

export { isUniqueViolation };

/**
 * Runs `attempt` again once when it lost a race on a unique index (two first sign-ins of the same identity at
 * once): the second run finds what the winner created.
 */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return attempt();
  }
}
