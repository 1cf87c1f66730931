import {
  faqAdminListSchema,
  faqAdminQuerySchema,
  faqEditSchema,
  faqIdParamsSchema,
  staticEditParamsSchema,
  staticEditSchema,
  staticEditViewSchema,
  staticOverviewSchema,
  staticRevertSchema,
} from "@arena/contracts";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import {
  createFaq,
  listFaqsForAdmin,
  removeFaq,
  revertStaticPage,
  saveStaticPage,
  staticForEdit,
  staticOverview,
  updateFaq,
} from "../../services/content/editContent.js";
import { adminActor, defineRoute } from "../route.js";

/** The admin's editing of the static pages (/static-management, /edit-static) and FAQs (/faq-management, /add-faq). */
export const contentAdminRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "get",
    path: "/admin/static",
    tag: "admin",
    summary: "Every static page in every language: written or not, its title, when, and how many versions it has",
    auth: "admin",
    result: staticOverviewSchema,
    async handle() {
      return { result: await staticOverview(ctx.db) };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/static/:slug/:lang",
    tag: "admin",
    summary: "A static page in one language as the editor sees it: its text now (null: not written, the public page shows English) and every version",
    auth: "admin",
    params: staticEditParamsSchema,
    result: staticEditViewSchema,
    async handle({ params }) {
      return { result: await staticForEdit(ctx.db, params.slug, params.lang) };
    },
  }),
  defineRoute({
    method: "put",
    path: "/admin/static/:slug/:lang",
    tag: "admin",
    summary: "Save a static page's text in one language (markdown-lite, shown as text): a new version, audited",
    auth: "admin",
    params: staticEditParamsSchema,
    body: staticEditSchema,
    result: staticEditViewSchema,
    async handle({ auth, params, body, req }) {
      await saveStaticPage(ctx.db, adminActor(auth, req), params.slug, params.lang, body);
      return { result: await staticForEdit(ctx.db, params.slug, params.lang), message: "Page saved." };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/static/:slug/:lang/revert",
    tag: "admin",
    summary: "Put an earlier version's text back (as a new version: nothing is lost), audited",
    auth: "admin",
    params: staticEditParamsSchema,
    body: staticRevertSchema,
    result: staticEditViewSchema,
    async handle({ auth, params, body, req }) {
      await revertStaticPage(ctx.db, adminActor(auth, req), params.slug, params.lang, body.versionId);
      return { result: await staticForEdit(ctx.db, params.slug, params.lang), message: "Version restored." };
    },
  }),
  defineRoute({
    method: "get",
    path: "/admin/faq",
    tag: "admin",
    summary: "Every FAQ (removed ones too), by language and position",
    auth: "admin",
    query: faqAdminQuerySchema,
    result: faqAdminListSchema,
    async handle({ query }) {
      return { result: await listFaqsForAdmin(ctx.db, query.lang) };
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/faq",
    tag: "admin",
    summary: "Add an FAQ (its first version), audited",
    auth: "admin",
    body: faqEditSchema,
    result: z.object({ _id: z.string() }),
    async handle({ auth, body, req }) {
      return { result: { _id: await createFaq(ctx.db, adminActor(auth, req), body) }, message: "FAQ added." };
    },
  }),
  defineRoute({
    method: "put",
    path: "/admin/faq/:id",
    tag: "admin",
    summary: "Save an FAQ's text, language, position and whether it is shown: a new version, audited",
    auth: "admin",
    params: faqIdParamsSchema,
    body: faqEditSchema,
    result: z.object({}),
    async handle({ auth, params, body, req }) {
      await updateFaq(ctx.db, adminActor(auth, req), params.id, body);
      return { result: {}, message: "FAQ saved." };
    },
  }),
  defineRoute({
    method: "delete",
    path: "/admin/faq/:id",
    tag: "admin",
    summary: "Take an FAQ off the public list (kept in its history; an edit can show it again), audited",
    auth: "admin",
    params: faqIdParamsSchema,
    result: z.object({}),
    async handle({ auth, params, req }) {
      await removeFaq(ctx.db, adminActor(auth, req), params.id);
      return { result: {}, message: "FAQ removed." };
    },
  }),
];
