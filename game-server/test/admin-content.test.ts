/**
 * The admin's editing of the static pages and FAQs (issue 17): a save is a new version and what the public reads,
 * in any language; a revert puts an earlier text back as a new version; every change leaves an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startPlatformWithMail } from "./accounts.js";
import type { TestPlatform } from "./platform.js";
import type { Inbox } from "./smtp.js";

let t: TestPlatform;
let inbox: Inbox;
let adminToken: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, inbox, adminToken, close } = await startPlatformWithMail());
});
afterAll(async () => {
  await close?.();
});

const admin = (path: string, method = "GET", json?: unknown) => t.api(`/api/v1/${path}`, { method, token: adminToken, ...(json !== undefined && { json }) });
const audit = async (targetId: string) => (await admin(`admin/audit?targetId=${encodeURIComponent(targetId)}`)).body.result.docs as any[];

describe("static pages", () => {
  it("lists every page in every language, the seeded ones written with their first version", async () => {
    const overview = (await admin("admin/static")).body.result.docs as any[];
    expect(overview).toHaveLength(15);
    const about = overview.find((d) => d.slug === "about" && d.lang === "en");
    expect(about).toMatchObject({ title: expect.any(String), versions: 1 });
  });

  it("saves a page in Portuguese for the public to read, keeps every version, and reverts to an earlier one", async () => {
    const first = await admin("admin/static/about/pt", "PUT", { title: "Sobre nós", body: "## Quem somos\nUma plataforma de jogos justos." });
    expect(first.status).toBe(200);
    expect(first.body.responseMessage).toBe("Page saved.");
    const pt = await t.api("/api/v1/statics/content/about?lang=pt");
    expect(pt.body.result).toMatchObject({ lang: "pt", title: "Sobre nós", body: "## Quem somos\nUma plataforma de jogos justos." });
    // English stays as it was; Spanish still falls back to it.
    expect((await t.api("/api/v1/statics/content/about?lang=en")).body.result.title).not.toBe("Sobre nós");

    await admin("admin/static/about/pt", "PUT", { title: "Sobre", body: "Texto novo." });
    const view = (await admin("admin/static/about/pt")).body.result;
    expect(view.current).toMatchObject({ title: "Sobre", body: "Texto novo." });
    expect(view.versions.map((v: any) => v.title)).toEqual(["Sobre", "Sobre nós", ...view.versions.slice(2).map((v: any) => v.title)]);
    expect(view.versions[0].adminEmail).toBe("admin@coinarena.local");

    const older = view.versions.find((v: any) => v.title === "Sobre nós")._id;
    const reverted = await admin("admin/static/about/pt/revert", "POST", { versionId: older });
    expect(reverted.status).toBe(200);
    expect(reverted.body.result.current).toMatchObject({ title: "Sobre nós" });
    expect(reverted.body.result.versions[0].title).toBe("Sobre nós");
    expect((await t.api("/api/v1/statics/content/about?lang=pt")).body.result.title).toBe("Sobre nós");
    expect((await audit("about/pt")).map((a) => a.action)).toEqual(["content.revert", "content.edit", "content.edit"]);
  });

  it("refuses an empty title, an unknown page or language, and another page's version", async () => {
    expect((await admin("admin/static/about/pt", "PUT", { title: " ", body: "x" })).body.responseMessage).toBe("Title is required.");
    expect((await admin("admin/static/blog/pt", "PUT", { title: "x", body: "y" })).body.responseMessage).toBe("Unknown page.");
    expect((await admin("admin/static/about/de", "PUT", { title: "x", body: "y" })).body.responseMessage).toBe("Unknown language.");
    const features = (await admin("admin/static/features/en")).body.result.versions[0]._id;
    expect((await admin("admin/static/about/en/revert", "POST", { versionId: features })).status).toBe(404);
  });
});

describe("FAQs", () => {
  it("adds, edits and removes an FAQ in Spanish as the public sees it, with its history and audit rows", async () => {
    const added = await admin("admin/faq", "POST", { lang: "es", question: "¿Cómo retiro mis monedas?", answer: "Desde Mi perfil, con un código por correo.", position: 1 });
    expect(added.status).toBe(200);
    const id = added.body.result._id;
    expect((await t.api("/api/v1/statics/faq?lang=es")).body.result.docs.map((f: any) => f.question)).toContain("¿Cómo retiro mis monedas?");
    expect((await admin(`admin/faq/${id}`, "PUT", { lang: "es", question: "¿Cómo retiro mi saldo?", answer: "Desde Mi perfil.", position: 1 })).status).toBe(200);
    expect((await admin(`admin/faq/${id}`, "DELETE")).status).toBe(200);
    expect((await t.api("/api/v1/statics/faq?lang=es")).body.result.docs.map((f: any) => f._id)).not.toContain(id);
    const listed = (await admin("admin/faq?lang=es")).body.result.docs.find((f: any) => f._id === id);
    expect(listed).toMatchObject({ question: "¿Cómo retiro mi saldo?", isActive: false, versions: 3 });
    expect((await audit(id)).map((a) => a.action)).toEqual(["faq.delete", "faq.edit", "faq.create"]);
    expect((await admin("admin/faq", "POST", { question: "x", answer: "y" })).body.responseMessage).toBe("Please enter atleast 3 characters.");
  });

  it("is for admins only", async () => {
    const player = await signUpVerified(t, inbox);
    expect((await t.api("/api/v1/admin/faq", { method: "POST", json: { question: "Why?", answer: "Because." }, token: player.token })).status).toBe(403);
    expect((await t.api("/api/v1/admin/static/about/pt", { method: "PUT", json: { title: "x", body: "y" }, token: player.token })).status).toBe(403);
  });
});
