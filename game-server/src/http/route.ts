import { fieldErrors, messages, nulFieldErrors, ok, type FieldErrors } from "@arena/contracts";
import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import type { AuthContext } from "../services/sessions/authenticate.js";
import { DomainError, ValidationError } from "../services/errors.js";

type Method = "get" | "post" | "put" | "patch" | "delete";

interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  req: Request;
  res: Response;
  /** The caller's session: always set on routes with `auth`, else set when a valid token came along. */
  auth: AuthContext | null;
}

/** Who may call a route: "user" needs a session (401), "admin" a session of an ADMIN (401, then 403). */
export type RouteAuth = "user" | "admin";

/** What a handler returns: the envelope's result and, optionally, its message. */
export interface Reply<R> {
  result: R;
  message?: string;
}

/**
 * One REST route: its contract (zod schemas, used both to validate and to write the OpenAPI document) and a
 * thin handler that calls a service.
 */
export interface ApiRoute<B = unknown, Q = unknown, P = unknown, R = unknown> {
  method: Method;
  /** Express path below /api/v1, e.g. "/statics/content/:slug". */
  path: string;
  tag: string;
  summary: string;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  result: z.ZodType<R>;
  auth?: RouteAuth;
  /** Answered with a redirect or a file by the handler itself (OAuth callbacks, downloads). */
  raw?: boolean;
  handle(input: Input<B, Q, P>): Promise<Reply<R>>;
}

export const defineRoute = <B = undefined, Q = undefined, P = undefined, R = unknown>(
  route: ApiRoute<B, Q, P, R>,
): ApiRoute<B, Q, P, R> => route;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses every part of the request; all field messages are gathered before anything runs. */
function parseInput<B, Q, P>(route: ApiRoute<B, Q, P>, req: Request): Pick<Input<B, Q, P>, "body" | "query" | "params"> {
  const errors: FieldErrors = {};
  const part = <T>(schema: z.ZodType<T> | undefined, value: unknown, label: string): T => {
    if (!schema) return undefined as T;
    if (label === "body" && value !== undefined && !isPlainObject(value)) {
      errors._ = "Request body must be a JSON object.";
      return undefined as T;
    }
    const nul = nulFieldErrors(value, messages.nulCharacter);
    if (Object.keys(nul).length) {
      for (const [k, m] of Object.entries(nul)) errors[k] ??= m;
      return undefined as T;
    }
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    for (const [k, m] of Object.entries(fieldErrors(parsed.error))) if (!(k in errors)) errors[k] = m;
    return undefined as T;
  };
  const body = part(route.body, req.body, "body");
  const query = part(route.query, req.query, "query");
  const params = part(route.params, req.params, "params");
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { body, query, params };
}

/** Resolves the session of a request, or null. */
export type Authenticator = (req: Request) => Promise<AuthContext | null>;

/** The access check of a route, before its input is read: 401 without a session, 403 for a player on admin. */
export function checkAccess(auth: AuthContext | null, need: RouteAuth | undefined): void {
  if (!need) return;
  if (!auth) throw new DomainError(401, messages.unauthorized);
  if (need === "admin" && auth.userType !== "ADMIN") throw new DomainError(403, messages.forbidden);
}

export function mountRoutes(
  router: Router,
  routes: readonly ApiRoute<any, any, any, any>[],
  authenticate: Authenticator,
): void {
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const auth = await authenticate(req);
      checkAccess(auth, route.auth);
      const input = parseInput(route, req);
      const reply = await route.handle({ ...input, req, res, auth });
      if (!route.raw) res.status(200).json(ok(reply.result, reply.message));
    });
  }
}

/** Express middleware form of the same check, for mounts that are not API routes (the Colyseus monitor). */
export const requireRole =
  (authenticate: Authenticator, need: RouteAuth): RequestHandler =>
  (req, _res, next) => {
    authenticate(req)
      .then((auth) => {
        checkAccess(auth, need);
        next();
      })
      .catch(next);
  };

/** Who is acting, for the admin audit log: the admin's session and the address the request came from. */
export const adminActor = (auth: AuthContext | null, req: Request) => ({
  adminId: auth?.userId ?? null,
  via: "api" as const,
  ip: req.ip ?? req.socket.remoteAddress ?? null,
});
