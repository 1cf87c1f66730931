import { z } from "zod";
import type { ApiRoute } from "./route.js";

const envelope = (result: Record<string, unknown>) => ({
  type: "object",
  required: ["responseCode", "responseMessage", "result"],
  properties: { responseCode: { type: "integer" }, responseMessage: { type: "string" }, result },
});

const schemaOf = (s: z.ZodType, io: "input" | "output") => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
};

/** Lists an object schema's properties as OpenAPI parameters (query or path). */
function parameters(s: z.ZodType | undefined, where: "query" | "path") {
  if (!s) return [];
  const json = schemaOf(s, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema,
  }));
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApi(routes: readonly ApiRoute<any, any, any, any>[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = "/api/v1" + r.path.replace(/:(\w+)/g, "{$1}");
    const errorEnvelope = { content: { "application/json": { schema: envelope({}) } } };
    paths[path] ??= {};
    paths[path][r.method] = {
      tags: [r.tag],
      summary: r.summary,
      parameters: [...parameters(r.query, "query"), ...parameters(r.params, "path")],
      ...(r.body && {
        requestBody: { required: true, content: { "application/json": { schema: schemaOf(r.body, "input") } } },
      }),
      responses: {
        "200": {
          description: "Success",
          content: { "application/json": { schema: envelope(schemaOf(r.result, "output")) } },
        },
        "400": { description: "Invalid input: responseMessage is the first field's message", ...errorEnvelope },
        "404": { description: "Not found", ...errorEnvelope },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Coin Arena API",
      version,
      description:
        "Every answer is the envelope { responseCode, responseMessage, result }. The session token goes in the `token` header (Bearer accepted).",
    },
    servers: [{ url: "/" }],
    paths,
  };
}
