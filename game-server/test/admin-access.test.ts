import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../src/http/routes/index.js";
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

/** The sign-up form's two public look-ups live in the admin group but are open to visitors (spec). */
const PUBLIC_ADMIN_PATHS = ["/admin/getipinfo", "/admin/getreferral"];

describe("admin routes, enumerated from the router", () => {
  const adminRoutes = () =>
    apiRoutes(t.platform.ctx).filter((r) => r.path.startsWith("/admin/") && !PUBLIC_ADMIN_PATHS.includes(r.path));

  it("finds the admin routes and marks every one as ADMIN-only", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const r of routes) expect({ path: r.path, auth: r.auth }).toEqual({ path: r.path, auth: "admin" });
  });

  it("answers 401 without a session and 403 to a player, on every one", async () => {
    const { token } = await signUpVerified(t, inbox);
    for (const r of adminRoutes()) {
      const path = `/api/v1${r.path.replace(/:(\w+)/g, "x")}`;
      const method = r.method.toUpperCase();
      const json = method === "GET" ? undefined : {};
      const anonymous = await t.api(path, { method, ...(json && { json }) });
      expect({ path, status: anonymous.status, code: anonymous.body.responseCode }).toEqual({ path, status: 401, code: 401 });
      const player = await t.api(path, { method, token, ...(json && { json }) });
      expect({ path, status: player.status, code: player.body.responseCode }).toEqual({ path, status: 403, code: 403 });
    }
  });

  it("lets an admin in, to the API and to the Colyseus monitor", async () => {
    expect(adminToken).toEqual(expect.any(String));
    const list = await t.api("/api/v1/admin/listUsers?limit=5", { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.result.docs.length).toBeGreaterThan(0);
    const monitor = await fetch(`${t.url}/colyseus/`, { headers: { token: adminToken } });
    expect(monitor.status).toBe(200);
    const { token } = await signUpVerified(t, inbox);
    expect((await fetch(`${t.url}/colyseus/`, { headers: { token } })).status).toBe(403);
    expect((await fetch(`${t.url}/colyseus/`)).status).toBe(401);
  });
});

describe("user management", () => {
  it("searches and pages users without leaking secrets", async () => {
    const { player } = await signUpVerified(t, inbox, { fullName: "Zanele Searchable" });
    const found = await t.api(`/api/v1/admin/listUsers?search=${encodeURIComponent(player.userName)}`, { token: adminToken });
    expect(found.body.result.total).toBe(1);
    expect(found.body.result.docs[0]).toMatchObject({ email: player.email, status: "ACTIVE" });
    expect(JSON.stringify(found.body)).not.toMatch(/passwordHash|argon2/);
    const page = await t.api("/api/v1/admin/listUsers?page=1&limit=1", { token: adminToken });
    expect(page.body.result.docs).toHaveLength(1);
    expect(page.body.result.pages).toBeGreaterThanOrEqual(2);
    const bad = await t.api("/api/v1/admin/listUsers?page=zero", { token: adminToken });
    expect(bad.status).toBe(400);
  });

  it("blocks a player at once, and unblocks", async () => {
    const { player, _id, token } = await signUpVerified(t, inbox);
    expect((await t.api("/api/v1/user/view-profile", { token })).status).toBe(200);
    const block = await t.api("/api/v1/admin/blockUser", { method: "POST", json: { _id }, token: adminToken });
    expect(block.status).toBe(200);
    expect((await t.api("/api/v1/user/view-profile", { token })).status).toBe(401);
    const login = await t.api("/api/v1/user/login", { method: "POST", json: { email: player.email, password: player.password } });
    expect(login.status).toBe(403);
    expect(login.body.responseMessage).toBe("Your account has been blocked.");
    await t.api("/api/v1/admin/unblockUser", { method: "POST", json: { _id }, token: adminToken });
    const again = await t.api("/api/v1/user/login", { method: "POST", json: { email: player.email, password: player.password } });
    expect(again.status).toBe(200);
  });
});

describe("profile and referral", () => {
  it("applies a friend's code at sign-up, and lets a default-code player add one once", async () => {
    const friend = await signUpVerified(t, inbox);
    const friendProfile = await t.api("/api/v1/user/view-profile", { token: friend.token });
    const friendCode = friendProfile.body.result.referralCode as string;
    expect(friendCode).toMatch(/^[A-Z0-9]{8}$/);
    // Signed up without a code: the default applied, the referral modal may open.
    expect(friendProfile.body.result.refferalCodeCheck).toBe(true);

    const referred = await signUpVerified(t, inbox, { referralCode: friendCode.toLowerCase() });
    const referredProfile = await t.api("/api/v1/user/view-profile", { token: referred.token });
    expect(referredProfile.body.result.refferalCodeCheck).toBe(false);

    const add = (token: string, refferalCode: string) =>
      t.api("/api/v1/user/addReffferalCode", { method: "POST", json: { refferalCode }, token });
    expect((await add(friend.token, friendCode)).body.responseMessage).toBe("Please enter valid referral code.");
    expect((await add(friend.token, "")).body.responseMessage).toBe("Please enter referral code.");
    const referredCode = referredProfile.body.result.referralCode as string;
    const ok = await add(friend.token, referredCode);
    expect(ok.status).toBe(200);
    expect(ok.body.responseMessage).toBe("Referral code added successfully.");
    expect((await add(friend.token, referredCode)).body.responseMessage).toBe("Referral code already added.");
  });

  it("edits the profile and stores an avatar within 2 MB", async () => {
    const { token } = await signUpVerified(t, inbox);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const edit = await t.api("/api/v1/user/editProfile", {
      method: "PUT",
      token,
      json: { fullName: "Asha R. Verma", profilePic: `data:image/png;base64,${png.toString("base64")}` },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.result.fullName).toBe("Asha R. Verma");
    const pic = await fetch(t.url + edit.body.result.profilePic);
    expect(pic.status).toBe(200);
    expect(Buffer.from(await pic.arrayBuffer()).equals(png)).toBe(true);

    const big = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10).toString("base64")}`;
    const tooBig = await t.api("/api/v1/user/editProfile", { method: "PUT", token, json: { profilePic: big } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.result.errors.profilePic).toMatch(/2 MB/);
  });
});
