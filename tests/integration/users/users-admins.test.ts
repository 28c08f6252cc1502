import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/users/admins/route";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { call } from "../../support/http";

describe("GET /api/users/admins", () => {
  it("needs a signed-in user", async () => {
    const r = await call(GET);
    expect(r.status).toBe(401);
    expect(r.json).toHaveProperty("message");
  });

  it("lists active admins, oldest first, with names only", async () => {
    const first = await createAdmin({ firstName: "Avery", lastName: "Stone" });
    const second = await createAdmin({ firstName: "Blake", lastName: "Reed" });
    await createAdmin({ firstName: "Gone", isActive: false });
    await createOutfitter();
    const hunter = await createHunter();
    const token = await issueApiToken(hunter.id);
    const r = await call<Array<Record<string, unknown>>>(GET, { token });
    expect(r.status).toBe(200);
    const ids = r.json.map((a) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(r.json.every((a) => Object.keys(a).sort().join() === "firstName,id,lastName")).toBe(true);
    expect(r.json.find((a) => a.id === first.id)).toEqual({ id: first.id, firstName: "Avery", lastName: "Stone" });
    expect(r.json.some((a) => a.firstName === "Gone")).toBe(false);
    expect(r.json.some((a) => a.id === hunter.id)).toBe(false);
  });
});
