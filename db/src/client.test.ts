import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { Database } from "./client.js";
import { contactMessages, faqs, staticPages, users } from "./schema/index.js";
import { seedDemoContent } from "./seed/index.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);

describe("database", () => {
  it("reports which engine it runs on and answers a ping", async () => {
    expect(database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(await database.ping()).toBe(true);
  });

  it("can run the migrations again without changing anything", async () => {
    const before = (await database.db.select().from(staticPages)).length;
    await database.migrate();
    expect((await database.db.select().from(staticPages)).length).toBe(before);
  });

  it("refuses a second account with the same username in another case", async () => {
    const name = `Player_${unique()}`;
    await database.db.insert(users).values({ email: `${unique()}@x.test`, userName: name, fullName: "A Player" });
    await expect(
      database.db.insert(users).values({ email: `${unique()}@x.test`, userName: name.toLowerCase(), fullName: "B" }),
    ).rejects.toThrow();
  });

  it("holds the contact form's limits in the table itself", async () => {
    const base = { email: `${unique()}@x.test`, gameType: "DERBY", message: "hello" };
    await database.db.insert(contactMessages).values(base);
    await expect(database.db.insert(contactMessages).values({ ...base, gameType: "POKER" })).rejects.toThrow();
    await expect(database.db.insert(contactMessages).values({ ...base, message: "x".repeat(601) })).rejects.toThrow();
    await expect(database.db.insert(contactMessages).values({ ...base, email: `${"e".repeat(95)}@x.test` })).rejects.toThrow();
  });

  it("seeds the demo pages once and keeps an admin's edits on the next boot", async () => {
    await seedDemoContent(database.db);
    await database.db.update(staticPages).set({ title: "Edited by admin" }).where(sql`slug = 'about' and lang = 'en'`);
    const faqCount = (await database.db.select().from(faqs)).length;
    await seedDemoContent(database.db);
    const about = await database.db.select().from(staticPages).where(sql`slug = 'about' and lang = 'en'`);
    expect(about[0]?.title).toBe("Edited by admin");
    expect((await database.db.select().from(faqs)).length).toBe(faqCount);
    expect((await database.db.select().from(staticPages).where(sql`lang = 'en'`)).length).toBeGreaterThanOrEqual(5);
  });
});
