import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { messages, type Envelope } from "@arena/contracts";
import compression from "compression";
import express, { type Application, type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "../logger.js";
import { DomainError } from "../services/errors.js";
import { buildOpenApi } from "./openapi.js";
import { mountRoutes, requireRole, type ApiRoute, type Authenticator } from "./route.js";
import { restrictCors, securityHeaders, type SecurityOptions } from "./security.js";

const envelope = (responseCode: number, responseMessage: string, result: unknown = {}): Envelope => ({
  responseCode,
  responseMessage,
  result,
});

export interface HttpOptions {
  routes: readonly ApiRoute<any, any, any, any>[];
  version: string;
  logger: Logger;
  /** Folder of the built web app; the SPA is served from it when it exists. */
  webDist: string | undefined;
  /** Folder served at /uploads (avatars). */
  uploadsDir: string;
  /** Mounts the Colyseus monitor; it sits behind the admin check. */
  monitor: RequestHandler;
  authenticate: Authenticator;
  /** Who opens the monitor: an admin's token header, or the browser's monitor pass cookie (POST admin/monitor-pass). */
  authenticateMonitor: Authenticator;
  /** CORS origins, CSP sources and HSTS follow the public URL (see security.ts). */
  security: SecurityOptions;
}

export function configureHttp(app: Application, options: HttpOptions): void {
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  restrictCors(options.security);
  app.use(securityHeaders(options.security));
  // API answers (JSON, the OpenAPI document, the docs page) are compressed on the fly, past 1 KB, when the client
  // accepts it. Colyseus matchmaking and game sockets never reach express (Colyseus answers them first).
  app.use("/api", compression());

  const api = express.Router();
  // Avatars travel as data URLs of up to 2 MB; every other body is small.
  api.use("/user/editProfile", express.json({ limit: "3mb" }));
  // The raw body is kept for payment webhooks, whose signature covers the exact bytes.
  api.use(
    express.json({
      limit: "64kb",
      verify: (req, _res, buf) => {
        (req as unknown as { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  mountRoutes(api, options.routes, options.authenticate);
  api.use((req, res) => {
    res.status(404).json(envelope(404, messages.notFound, { path: req.originalUrl.split("?")[0] }));
  });
  api.use(apiErrors(options.logger));
  app.use("/api/v1", api);
  // The spec's chatbot address, `{chatbot host}/api/chatbotResponse` (the platform is its own chatbot host): the same
  // route as /api/v1/chatbotResponse.
  app.post("/api/chatbotResponse", (req, res, next) => {
    req.url = "/chatbotResponse";
    api(req, res, next);
  });

  const openapi = buildOpenApi(options.routes, options.version);
  app.get("/api/docs/openapi.json", (_req, res) => {
    res.json(openapi);
  });
  app.use("/api/docs", swaggerUi());
  // Uploads are served with the type of their (sniffed, see editProfile) extension and nosniff (helmet, above).
  app.use("/uploads", express.static(options.uploadsDir, { index: false, maxAge: "7d", fallthrough: false }));
  app.use("/colyseus", requireRole(options.authenticateMonitor, "admin"), options.monitor, apiErrors(options.logger));
  // Any other /api address is unknown too, and answers in the envelope rather than with the web app.
  app.use("/api", (req, res) => {
    res.status(404).json(envelope(404, messages.notFound, { path: req.originalUrl.split("?")[0] }));
  });

  serveWebApp(app, options.webDist, options.logger);
  app.use(apiErrors(options.logger));
}

function apiErrors(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof DomainError) {
      res.status(err.status).json(envelope(err.status, err.message, err.result));
      return;
    }
    // body-parser marks its own failures with a status and a type.
    const status = typeof err?.status === "number" ? err.status : 500;
    if (err?.type === "entity.parse.failed") {
      res.status(400).json(envelope(400, messages.malformedJson));
    } else if (err?.type === "entity.too.large") {
      res.status(413).json(envelope(413, "Request body is too large."));
    } else if (status >= 400 && status < 500) {
      res.status(status).json(envelope(status, "Invalid request."));
    } else {
      logger.error({ err, path: req.path }, "unhandled API error");
      res.status(500).json(envelope(500, messages.internalError));
    }
  };
}

function swaggerUi(): express.Router {
  const router = express.Router();
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  router.get("/", (_req, res) => {
    res.type("html").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Coin Arena API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`);
  });
  router.get("/init.js", (_req, res) => {
    res.type("js").send(`window.ui = SwaggerUIBundle({ url: "/api/docs/openapi.json", dom_id: "#swagger-ui" });`);
  });
  router.use(express.static(dist, { index: false }));
  return router;
}

/** Hashed build output (Vite's assets/<name>-<hash>.<ext>): a new build writes new names, so a copy never goes stale. */
const HASHED_ASSETS = "/assets";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files without a hash in their name (index.html, favicon): a browser revalidates them (ETag) before each use. */
const REVALIDATE = "no-cache";

/**
 * The built React app, with every unknown non-API path answered by index.html (the client router decides). Files
 * are sent precompressed (the web build writes a .br and a .gz beside each text file) in the encoding the browser
 * prefers, with `Vary: Accept-Encoding`; hashed assets are cached for a year as immutable, everything else is
 * revalidated. A hashed asset that does not exist is a 404, not the app's HTML: a page of an older release asking
 * for a chunk that a new release removed must fail to load it, not run HTML as JavaScript.
 */
function serveWebApp(app: Application, webDist: string | undefined, logger: Logger): void {
  const index = webDist && path.join(webDist, "index.html");
  if (!webDist || !index || !existsSync(index)) {
    logger.warn({ webDist }, "web app not built: run `pnpm build` (or use `pnpm dev`)");
    app.get("/", (_req, res) => {
      res.type("text").send("Coin Arena API is running. The web app is not built: run `pnpm build`.");
    });
    return;
  }
  const assetsDir = path.join(webDist, HASHED_ASSETS);
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    // Brotli first when the browser takes both: it is the smaller of the two.
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res, file) {
        res.setHeader("Cache-Control", file.startsWith(assetsDir + path.sep) ? IMMUTABLE : REVALIDATE);
      },
    },
  }) as RequestHandler;
  app.use(files);
  app.use(HASHED_ASSETS, (req, res) => {
    res.status(404).type("text").setHeader("Cache-Control", "no-store").send("Not found");
  });
  // Every app route is the one document: index.html through the same middleware, so compressed and revalidated too.
  app.get("/{*path}", (req, res, next) => {
    req.url = "/index.html";
    files(req, res, next);
  });
}
