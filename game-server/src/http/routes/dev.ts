import { mailboxQuerySchema, mailboxResultSchema } from "@arena/contracts";
import { mailOutbox } from "@arena/db";
import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../route.js";

/** The dev mailbox: exists only while mail goes to the database outbox (SMTP_URL unset). */
export const devRoutes = (ctx: AppContext) =>
  ctx.mailer.kind !== "outbox"
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
            const rows = await ctx.db
              .select()
              .from(mailOutbox)
              .where(eq(mailOutbox.to, query.to))
              .orderBy(desc(mailOutbox.createdAt))
              .limit(50);
            return {
              result: {
                docs: rows.map((r) => ({
                  _id: r.id,
                  to: r.to,
                  subject: r.subject,
                  text: r.text,
                  createdAt: r.createdAt.toISOString(),
                })),
              },
            };
          },
        }),
      ];
