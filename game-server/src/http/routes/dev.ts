import { mailboxQuerySchema, mailboxResultSchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { mailTo } from "../../services/dev/mailbox.js";
import { defineRoute } from "../route.js";

/** Whether this process serves the dev mailbox: never in production, and only while mail goes to the outbox. */
export const devMailboxOn = (ctx: Pick<AppContext, "config" | "mailer">): boolean =>
  ctx.config.NODE_ENV !== "production" && ctx.mailer.kind === "outbox";

/** The dev mailbox: mounted only outside production while mail goes to the database outbox (SMTP_URL unset). */
export const devRoutes = (ctx: AppContext) =>
  !devMailboxOn(ctx)
    ? []
    : [
        defineRoute({
          method: "get",
          path: "/dev/mailbox",
          tag: "dev",
          summary: "Mail kept by the dev outbox for an address, newest first",
          query: mailboxQuerySchema,
          result: mailboxResultSchema,
          async handle({ query }) {
            return { result: { docs: await mailTo(ctx.db, query.to) } };
          },
        }),
      ];
