import {
  messages,
  SOCIAL_ERROR_PARAM,
  SOCIAL_TICKET_PARAM,
  socialCallbackQuerySchema,
  socialLoginResultSchema,
  socialLoginSchema,
  socialProviderParamsSchema,
  socialProvidersResultSchema,
  socialStartQuerySchema,
} from "@arena/contracts";
import type { Request, Response } from "express";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { finishSocialLogin } from "../../services/social/finishSocialLogin.js";
import { SOCIAL_MESSAGES } from "../../services/social/messages.js";
import { oidcProviderFromConfig } from "../../services/social/oidcProvider.js";
import { socialLogin } from "../../services/social/socialLogin.js";
import { startSocialLogin } from "../../services/social/startSocialLogin.js";
import { DomainError } from "../../services/errors.js";
import { defineRoute } from "../route.js";
import { sessionMeta } from "./user.js";

const redirected = z.object({});

/** Social login (OpenID Connect, authorization code flow with PKCE): docs/accounts-api.md "Social login". */
export const socialRoutes = (ctx: AppContext) => {
  const oidc = oidcProviderFromConfig(ctx.config);
  const providerFor = (id: string) => {
    if (!oidc || id !== oidc.id) throw new DomainError(404, SOCIAL_MESSAGES.notAvailable);
    return oidc;
  };
  /** Start and callback are browser navigations: a failure goes back to the web app as a message to show. */
  const backToApp = (res: Response, req: Request, err: unknown) => {
    if (!(err instanceof DomainError)) ctx.logger.warn({ err, path: req.path }, "social login failed");
    const message = err instanceof DomainError ? err.message : SOCIAL_MESSAGES.failed;
    res.redirect(302, `/?${SOCIAL_ERROR_PARAM}=${encodeURIComponent(message)}`);
  };

  return [
    defineRoute({
      method: "get",
      path: "/user/social/providers",
      tag: "user",
      summary: "The social login providers configured (empty when none)",
      result: socialProvidersResultSchema,
      async handle() {
        return { result: { providers: oidc ? [{ id: oidc.id, name: oidc.name }] : [] } };
      },
    }),
    defineRoute({
      method: "get",
      path: "/user/social/:provider/start",
      tag: "user",
      summary: "Redirects (302) to the provider's sign-in page",
      params: socialProviderParamsSchema,
      query: socialStartQuerySchema,
      result: redirected,
      raw: true,
      async handle({ params, query, req, res }) {
        try {
          const url = await startSocialLogin(ctx, providerFor(params.provider), query, req.ip ?? "unknown");
          res.redirect(302, url.href);
        } catch (err) {
          backToApp(res, req, err);
        }
        return { result: {} };
      },
    }),
    defineRoute({
      method: "get",
      path: "/user/social/:provider/callback",
      tag: "user",
      summary: "The provider's redirect back: redirects (302) to /?social=<one-time ticket> or /?socialError=<message>",
      params: socialProviderParamsSchema,
      query: socialCallbackQuerySchema,
      result: redirected,
      raw: true,
      async handle({ params, req, res }) {
        try {
          // The raw query string, as the provider sent it (every parameter, including `iss`).
          const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
          const ticket = await finishSocialLogin(ctx.db, providerFor(params.provider), search);
          res.redirect(302, `/?${SOCIAL_TICKET_PARAM}=${ticket}`);
        } catch (err) {
          backToApp(res, req, err);
        }
        return { result: {} };
      },
    }),
    defineRoute({
      method: "post",
      path: "/user/socialLogin",
      tag: "user",
      summary: "Redeems a social login ticket: signs in, links or creates the account",
      body: socialLoginSchema,
      result: socialLoginResultSchema,
      async handle({ body, req }) {
        const session = await socialLogin(ctx, body, sessionMeta(req));
        return { result: { ...session, otpVerification: true as const }, message: messages.loggedIn };
      },
    }),
  ];
};
