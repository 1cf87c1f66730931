import { fieldErrors, ok, type FieldErrors } from "@arena/contracts";
import type { Request, Response, Router } from "express";
import { z } from "zod";
import { ValidationError } from "./errors.js";

type Method = "get" | "post" | "put" | "patch" | "delete";

interface Input<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  req: Request;
}

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
  handle(input: Input<B, Q, P>): Promise<Reply<R>>;
}

export const defineRoute = <B = undefined, Q = undefined, P = undefined, R = unknown>(
  route: ApiRoute<B, Q, P, R>,
): ApiRoute<B, Q, P, R> => route;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses every part of the request; all field messages are gathered before anything runs. */
function parseInput<B, Q, P>(route: ApiRoute<B, Q, P>, req: Request): Omit<Input<B, Q, P>, "req"> {
  const errors: FieldErrors = {};
  const part = <T>(schema: z.ZodType<T> | undefined, value: unknown, label: string): T => {
    if (!schema) return undefined as T;
    if (label === "body" && value !== undefined && !isPlainObject(value)) {
      errors._ = "Request body must be a JSON object.";
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

export function mountRoutes(router: Router, routes: readonly ApiRoute<any, any, any, any>[]): void {
  for (const route of routes) {
    router[route.method](route.path, async (req: Request, res: Response) => {
      const input = parseInput(route, req);
      const reply = await route.handle({ ...input, req });
      res.status(200).json(ok(reply.result, reply.message));
    });
  }
}
