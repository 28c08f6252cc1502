import { describe, expect, it } from "vitest";
import { createAdmin, createHunter, createMessage, createOutfitter } from "@/seed/factories";
import { GET as contactsGET } from "@/app/api/users/contacts/route";
import { GET as usersGET } from "@/app/api/users/route";
import { GET as adminsGET } from "@/app/api/users/admins/route";
import { GET as userGET } from "@/app/api/users/[id]/route";
import { GET as messagedGET } from "@/app/api/hunter/messaged-outfitters/route";
import type { Contact } from "@/lib/messages/schema";
import { ALL_USERS_ADMIN_ONLY, MESSAGED_OUTFITTERS_HUNTERS_ONLY, listAllUsers, messagedOutfitters } from "@/lib/messages/contacts";
import { toPublicUser } from "@/lib/users/public-user";
import { call } from "../../support/http";
import { withToken } from "../../support/messaging";

const ids = (list: Array<{ id: number }>) => list.map((c) => c.id);

describe("GET /api/users/contacts", () => {
  it("gives each role exactly the people it may write to", async () => {
    const admin = await withToken(await createAdmin({ firstName: "Ada" }));
    const inactiveAdmin = await createAdmin({ isActive: false });
    const approved = await createOutfitter({ firstName: "Bo" });
    const pending = await createOutfitter({ isApproved: false });
    const inactiveOutfitter = await createOutfitter({ isActive: false }); // approved: paused
    const deactivatedHunter = await createHunter({ isActive: false });
    const rejectedApplicant = await createOutfitter({ isApproved: false, isActive: false });
    const hunter = await withToken(await createHunter());
    const writer = await createHunter({ firstName: "Wren" });
    const silent = await createHunter();
    const outfitter = await withToken(await createOutfitter());
    await createMessage({ senderId: writer.id, receiverId: outfitter.id });
    await createMessage({ senderId: outfitter.id, receiverId: silent.id }); // an admin-era message: not "wrote first"

    const hc = await call<Contact[]>(contactsGET, { token: hunter.token });
    expect(hc.status).toBe(200);
    expect(ids(hc.json)).toContain(admin.id);
    expect(ids(hc.json)).toContain(approved.id);
    expect(ids(hc.json)).toContain(outfitter.id);
    for (const id of [inactiveAdmin.id, pending.id, inactiveOutfitter.id, writer.id, silent.id, hunter.id])
      expect(ids(hc.json)).not.toContain(id);
    expect(hc.json[0]!.role).toBe("admin"); // admins first
    // Only what the messages list shows: no e-mail or last name of the admin or any outfitter.
    for (const c of [...hc.json]) expect(Object.keys(c).sort()).toEqual(["firstName", "id", "profileImage", "role"]);
    expect(JSON.stringify(hc.json)).not.toContain(approved.email);
    expect(JSON.stringify(hc.json)).not.toContain(approved.lastName);

    const oc = await call<Contact[]>(contactsGET, { token: outfitter.token });
    expect(ids(oc.json).sort()).toEqual(ids([...(await call<Contact[]>(adminsGET, { token: outfitter.token })).json, writer]).sort());

    const ac = await call<Contact[]>(contactsGET, { token: admin.token });
    expect(ids(ac.json)).toEqual(expect.arrayContaining([approved.id, pending.id, hunter.id, writer.id, silent.id, outfitter.id]));
    expect(ids(ac.json)).not.toContain(admin.id);
    // The admin can write to a paused outfitter (to settle the pause), not to other inactive accounts.
    expect(ids(ac.json)).toContain(inactiveOutfitter.id);
    expect(ids(ac.json)).not.toContain(deactivatedHunter.id);
    expect(ids(ac.json)).not.toContain(rejectedApplicant.id);

    // A paused outfitter may write to the admins only, even to a hunter who wrote first.
    await createMessage({ senderId: writer.id, receiverId: inactiveOutfitter.id });
    const paused = await withToken(inactiveOutfitter);
    const pc = await call<Contact[]>(contactsGET, { token: paused.token });
    expect(pc.status).toBe(200);
    expect(ids(pc.json).sort()).toEqual(ids((await call<Contact[]>(adminsGET, { token: outfitter.token })).json).sort());

    expect((await call(contactsGET, {})).status).toBe(401);
  });
});

describe("GET /api/users (admin only)", () => {
  it("lists every user for the admin and refuses everyone else", async () => {
    const admin = await withToken(await createAdmin());
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const inactive = await createHunter({ isActive: false });
    const r = await call<Array<Record<string, unknown>>>(usersGET, { token: admin.token });
    expect(r.status).toBe(200);
    expect(ids(r.json as Array<{ id: number }>)).toEqual(expect.arrayContaining([admin.id, hunter.id, outfitter.id, inactive.id]));
    for (const u of r.json) expect(u).not.toHaveProperty("passwordHash");
    expect((await call(usersGET, {})).status).toBe(401);
    expect((await call(usersGET, { token: hunter.token })).status).toBe(403);
    expect((await call(usersGET, { token: outfitter.token })).status).toBe(403);
    // The service refuses on its own too, whoever calls it (not only the route's role check).
    for (const u of [hunter, outfitter])
      await expect(listAllUsers(toPublicUser(u))).rejects.toMatchObject({ status: 403, message: ALL_USERS_ADMIN_ONLY });
  });
});

describe("GET /api/users/admins", () => {
  it("lists active admins with id and names only, first admin first", async () => {
    const a1 = await createAdmin({ firstName: "First" });
    const a2 = await createAdmin({ firstName: "Second" });
    const off = await createAdmin({ isActive: false });
    const viewer = await withToken(await createHunter());
    const r = await call<Array<Record<string, unknown>>>(adminsGET, { token: viewer.token });
    expect(r.status).toBe(200);
    const list = ids(r.json as Array<{ id: number }>);
    expect(list.indexOf(a1.id)).toBeLessThan(list.indexOf(a2.id));
    expect(list).not.toContain(off.id);
    expect(Object.keys(r.json[0]!).sort()).toEqual(["firstName", "id", "lastName"]);
  });
});

describe("GET /api/users/{id}", () => {
  it("shows first name to people who may write to or already talk with the user, 404 otherwise", async () => {
    const hunter = await withToken(await createHunter());
    const otherHunter = await createHunter({ firstName: "Other" });
    const outfitter = await withToken(await createOutfitter({ firstName: "Cody", lastName: "Secret" }));
    const pending = await createOutfitter({ isApproved: false });
    const admin = await withToken(await createAdmin());

    const r = await call<Record<string, unknown>>(userGET, { token: hunter.token, params: { id: String(outfitter.id) } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ id: outfitter.id, firstName: "Cody", role: "outfitter" });
    expect((await call(userGET, { token: hunter.token, params: { id: String(otherHunter.id) } })).status).toBe(404);
    expect((await call(userGET, { token: hunter.token, params: { id: String(pending.id) } })).status).toBe(404);
    expect((await call(userGET, { token: outfitter.token, params: { id: String(hunter.id) } })).status).toBe(404);
    await createMessage({ senderId: hunter.id, receiverId: outfitter.id });
    expect((await call(userGET, { token: outfitter.token, params: { id: String(hunter.id) } })).status).toBe(200);

    const full = await call<Record<string, unknown>>(userGET, { token: admin.token, params: { id: String(outfitter.id) } });
    expect(full.json).toMatchObject({ id: outfitter.id, firstName: "Cody", lastName: "Secret", email: outfitter.email });
    expect(full.json).not.toHaveProperty("passwordHash");
    const self = await call<Record<string, unknown>>(userGET, { token: hunter.token, params: { id: String(hunter.id) } });
    expect(self.json.email).toBe(hunter.email);
    expect((await call(userGET, { token: admin.token, params: { id: "999999" } })).status).toBe(404);
    expect((await call(userGET, { params: { id: String(hunter.id) } })).status).toBe(401);
  });
});

describe("GET /api/hunter/messaged-outfitters", () => {
  it("lists the outfitters the hunter talks with, most recent first, for hunters only", async () => {
    const hunter = await withToken(await createHunter());
    const o1 = await createOutfitter({ firstName: "Older" });
    const o2 = await createOutfitter({ firstName: "Newer" });
    const untouched = await createOutfitter();
    const admin = await createAdmin();
    await createMessage({ senderId: hunter.id, receiverId: o1.id, createdAt: new Date("2030-01-01T00:00:00Z") });
    await createMessage({ senderId: o1.id, receiverId: hunter.id, createdAt: new Date("2030-01-02T00:00:00Z") });
    await createMessage({ senderId: hunter.id, receiverId: o2.id, createdAt: new Date("2030-01-03T00:00:00Z") });
    await createMessage({ senderId: hunter.id, receiverId: admin.id });
    const r = await call<Array<{ id: number; firstName: string; lastMessageAt: string }>>(messagedGET, { token: hunter.token });
    expect(r.status).toBe(200);
    expect(r.json.map((o) => [o.firstName, o.lastMessageAt])).toEqual([
      ["Newer", "2030-01-03T00:00:00.000Z"],
      ["Older", "2030-01-02T00:00:00.000Z"],
    ]);
    expect(ids(r.json)).not.toContain(untouched.id);
    const outfitter = await withToken(o1);
    expect((await call(messagedGET, { token: outfitter.token })).status).toBe(403);
    for (const u of [o1, admin]) {
      await expect(messagedOutfitters(toPublicUser(u))).rejects.toMatchObject({ status: 403, message: MESSAGED_OUTFITTERS_HUNTERS_ONLY });
    }
    expect((await call(messagedGET, {})).status).toBe(401);
  });
});
