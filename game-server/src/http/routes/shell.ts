import {
  contactUsResultSchema,
  contactUsSchema,
  faqListSchema,
  faqQuerySchema,
  healthSchema,
  messages,
  staticPageParamsSchema,
  staticPageQuerySchema,
  staticPageSchema,
} from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { sendContactMessage } from "../../services/contact/sendContactMessage.js";
import { getStaticPage } from "../../services/content/getStaticPage.js";
import { listFaqs } from "../../services/content/listFaqs.js";
import { DomainError } from "../../services/errors.js";
import { defineRoute } from "../route.js";
import { devMailboxOn } from "./dev.js";
import { clientIp } from "./user.js";

/** The public routes of the platform shell: health, contact, static pages and FAQs. */
export const shellRoutes = (ctx: AppContext) => {
  const { database, presence, version, startedAt } = ctx;
  const devMailbox = devMailboxOn(ctx);
  return [
  defineRoute({
    method: "get",
    path: "/health",
    tag: "platform",
    summary: "Liveness and database reachability",
    result: healthSchema,
    async handle() {
      const reachable = await database.ping();
      const result = {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        database: database.kind,
        databaseReachable: reachable,
        presence,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version,
        devMailbox,
      };
      if (!reachable) throw new DomainError(503, "Database is not reachable.", result);
      return { result };
    },
  }),
  defineRoute({
    method: "post",
    path: "/contact/contactUs",
    tag: "contact",
    summary: "Send a Contact Us message to support",
    body: contactUsSchema,
    result: contactUsResultSchema,
    async handle({ body, req }) {
      return { result: await sendContactMessage(ctx, body, clientIp(req)), message: messages.contactStored };
    },
  }),
  defineRoute({
    method: "get",
    path: "/statics/content/:slug",
    tag: "statics",
    summary: "A static page (features, privacy policy, about, terms, how to play)",
    params: staticPageParamsSchema,
    query: staticPageQuerySchema,
    result: staticPageSchema,
    async handle({ params, query }) {
      return { result: await getStaticPage(database.db, params.slug, query.lang) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/statics/faq",
    tag: "statics",
    summary: "Frequently asked questions",
    query: faqQuerySchema,
    result: faqListSchema,
    async handle({ query }) {
      return { result: { docs: await listFaqs(database.db, query.lang) } };
    },
  }),
];
};
