import { chatbotReplySchema, chatbotRequestSchema } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { chatbotResponse } from "../../services/support/chatbot/chatbotResponse.js";
import { defineRoute } from "../route.js";
import { clientIp } from "./user.js";

/** The support chatbot (spec 7: POST {chatbot host}/api/chatbotResponse, served here under /api/v1). */
export const chatbotRoutes = (ctx: AppContext) => [
  defineRoute({
    method: "post",
    path: "/chatbotResponse",
    tag: "support",
    summary:
      "The support chatbot's reply to a question (no session needed): an FAQ's answer with related options, or zendesk true to offer a person; 60 questions per client address in 5 minutes",
    body: chatbotRequestSchema,
    result: chatbotReplySchema,
    async handle({ body, req }) {
      return { result: await chatbotResponse(ctx, body, clientIp(req)) };
    },
  }),
];
