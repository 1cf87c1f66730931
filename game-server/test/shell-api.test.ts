import { contactMessages, staticPages } from "@arena/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./platform.js";

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t.platform.close();
});

const contactCount = async (email: string) =>
  (await t.platform.database.db.select().from(contactMessages).where(eq(contactMessages.email, email))).length;
const uniqueEmail = () => `player.${Math.random().toString(36).slice(2, 10)}@example.com`;

describe("health", () => {
  it("answers 200 in the envelope with the database kind", async () => {
    const { status, body } = await t.api("/api/v1/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: 200,
      result: { status: "ok", database: process.env.DATABASE_URL ? "postgres" : "pglite", databaseReachable: true },
    });
  });
});

describe("envelope for what is not a route", () => {
  it("answers an unknown /api/v1 path with 404 in the envelope", async () => {
    for (const p of ["/api/v1/nope", "/api/v1/user/nothing-here", "/api/other"]) {
      const { status, body } = await t.api(p, { method: p.endsWith("here") ? "POST" : "GET" });
      expect(status).toBe(404);
      expect(body).toMatchObject({ responseCode: 404, responseMessage: expect.any(String), result: expect.anything() });
    }
  });

  it("answers malformed JSON with 400 in the envelope and no stack trace", async () => {
    const email = uniqueEmail();
    const { status, body } = await t.api("/api/v1/contact/contactUs", {
      method: "POST",
      json: `{"gameType":"DERBY","email":"${email}","message":"hello`,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ responseCode: 400, responseMessage: "Malformed JSON body.", result: {} });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js|SyntaxError/);
    expect(await contactCount(email)).toBe(0);
  });

  it("answers a body that is not an object with 400", async () => {
    const { status, body } = await t.api("/api/v1/contact/contactUs", { method: "POST", json: [1, 2] });
    expect(status).toBe(400);
    expect(body.responseMessage).toBe("Request body must be a JSON object.");
  });

  it("answers an oversized body with 413 in the envelope", async () => {
    const { status, body } = await t.api("/api/v1/contact/contactUs", {
      method: "POST",
      json: { gameType: "DERBY", email: uniqueEmail(), message: "x".repeat(200_000) },
    });
    expect(status).toBe(413);
    expect(body.responseCode).toBe(413);
  });
});

describe("POST /api/v1/contact/contactUs", () => {
  const post = (json: unknown) => t.api("/api/v1/contact/contactUs", { method: "POST", json });

  it("stores a valid message with the game upper-cased", async () => {
    const email = uniqueEmail();
    const { status, body } = await post({ gameType: "Lottery", email, message: "Where is my ticket?" });
    expect(status).toBe(200);
    expect(body.responseCode).toBe(200);
    expect(body.result._id).toEqual(expect.any(String));
    const [row] = await t.platform.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ gameType: "LOTTERY", message: "Where is my ticket?" });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing email", { email: undefined }, "email", "Email is required."],
    ["blank email", { email: "   " }, "email", "Email is required."],
    ["malformed email", { email: "not-an-email" }, "email", "Please enter a valid email address."],
    ["email of the wrong type", { email: 42 }, "email", "Please enter a valid email address."],
    ["over-long email", { email: `${"a".repeat(95)}@example.com` }, "email", "Should not exceeds 100 characters."],
    ["missing game", { gameType: undefined }, "gameType", "Game is required."],
    ["unknown game", { gameType: "POKER" }, "gameType", "Game is required."],
    ["game of the wrong type", { gameType: ["DERBY"] }, "gameType", "Game is required."],
    ["missing message", { message: undefined }, "message", "Message is required."],
    ["short message", { message: "hi" }, "message", "Please enter atleast 3 characters."],
    ["over-long message", { message: "m".repeat(601) }, "message", "You can enter only 600 characters."],
    ["message of the wrong type", { message: { text: "hello" } }, "message", "Message is required."],
  ];
  it.each(cases)("rejects a %s with the field's message and stores nothing", async (_name, patch, field, message) => {
    const email = typeof patch.email === "string" ? patch.email : uniqueEmail();
    const { status, body } = await post({ gameType: "H2H", email, message: "A fine message", ...patch });
    expect(status).toBe(400);
    expect(body.responseCode).toBe(400);
    expect(body.responseMessage).toBe(message);
    expect(body.result.errors[field]).toBe(message);
    expect(await contactCount(email)).toBe(0);
  });

  it("accepts the limits exactly: 100-character email, 600-character message", async () => {
    const email = `${"b".repeat(88)}@example.com`;
    expect(email).toHaveLength(100);
    const { status } = await post({ gameType: "derby", email, message: "m".repeat(600) });
    expect(status).toBe(200);
  });
});

describe("static pages and FAQs", () => {
  it("serves each static page from the database", async () => {
    for (const slug of ["features", "privacy-policy", "about", "terms-condition", "how-to-play"]) {
      const { status, body } = await t.api(`/api/v1/statics/content/${slug}`);
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ slug, lang: "en", title: expect.any(String) });
      expect(body.result.body.length).toBeGreaterThan(100);
    }
  });

  it("serves the seeded Portuguese page, and falls back to English where a language has no text, saying so", async () => {
    const pt = await t.api("/api/v1/statics/content/about?lang=pt");
    expect(pt.body.result).toMatchObject({ lang: "pt", title: "Sobre nós" });
    // A page nobody has written in Spanish (the seed's removed here) is served in English.
    await t.platform.database.db.delete(staticPages).where(and(eq(staticPages.slug, "about"), eq(staticPages.lang, "es")));
    const { body } = await t.api("/api/v1/statics/content/about?lang=es");
    expect(body.result.lang).toBe("en");
  });

  it("rejects an unknown page or language with 400", async () => {
    expect((await t.api("/api/v1/statics/content/secrets")).status).toBe(400);
    const { status, body } = await t.api("/api/v1/statics/content/about?lang=fr");
    expect(status).toBe(400);
    expect(body.result.errors.lang).toEqual(expect.any(String));
  });

  it("lists FAQs in order", async () => {
    const { body } = await t.api("/api/v1/statics/faq");
    expect(body.result.docs.length).toBeGreaterThan(0);
    const positions = body.result.docs.map((d: { position: number }) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("docs, monitor and the web app", () => {
  it("publishes an OpenAPI document generated from the contracts", async () => {
    const { status, body } = await t.api("/api/docs/openapi.json");
    expect(status).toBe(200);
    const contact = body.paths["/api/v1/contact/contactUs"].post;
    expect(contact.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(body.paths["/api/v1/statics/content/{slug}"].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "slug", in: "path" })]),
    );
    const ui = await fetch(`${t.url}/api/docs`);
    expect(await ui.text()).toContain("swagger-ui");
  });

  it("keeps the Colyseus monitor closed without an admin session", async () => {
    const { status, body } = await t.api("/colyseus/");
    expect(status).toBe(401);
    expect(body.responseCode).toBe(401);
  });

  it("serves the web app for client routes, so the browser router can decide", async () => {
    for (const p of ["/", "/ludo/menu", "/nope"]) {
      const res = await fetch(t.url + p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Coin Arena</title>");
    }
  });
});
