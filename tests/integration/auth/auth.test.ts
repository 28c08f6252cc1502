import { describe, expect, it } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/register/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { GET as meGET } from "@/app/api/auth/me/route";
import { call } from "../../support/http";

const unique = () => `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe("register and login", () => {
  it("registers a hunter who signs in right after with the chosen password; nothing leaks the hash", async () => {
    const email = unique();
    const r = await call<{ message: string }>(registerPOST, {
      body: { email: `  ${email.toUpperCase()} `, password: "secret1", firstName: "Ann", lastName: "Lee", role: "hunter" },
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.json)).toEqual(["message"]);
    const login = await call<{ token: string; user: Record<string, unknown> }>(loginPOST, { body: { email, password: "secret1" } });
    expect(login.json.user.email).toBe(email);
    expect(login.json.user).not.toHaveProperty("passwordHash");
    const me = await call(meGET, { token: login.json.token });
    expect(me.status).toBe(200);
    expect(me.json.firstName).toBe("Ann");
  });

  it("logs in with the right password only", async () => {
    const email = unique();
    await call(registerPOST, { body: { email, password: "secret1", firstName: "A", lastName: "B" } });
    expect((await call(loginPOST, { body: { email, password: "wrong!!" } })).status).toBe(401);
    const ok = await call<{ token: string }>(loginPOST, { body: { email, password: "secret1" } });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toBeTruthy();
  });
});
