import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["pglite", "postgres"]),
  databaseReachable: z.boolean(),
  presence: z.enum(["local", "redis"]),
  uptimeSeconds: z.number(),
  version: z.string(),
  /** True where sign-up and reset codes go to the dev mailbox (/dev/mailbox) instead of real mail: never in production. */
  devMailbox: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
