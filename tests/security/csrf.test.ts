import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@/lib/auth/sessions";
import { CROSS_SITE_MESSAGE } from "@/lib/http/csrf";
import { expectedStatus, isMutating, ROUTES, routeKey, successfulActor, type ActorName, type World } from "./route-registry";
import { createWorld, dbFingerprint, discoverRoutes, handlerIndex, prepare, send } from "./support";

/**
 * CSRF: a cookie-authenticated write (POST, PUT, PATCH, DELETE on /api/*) whose Origin — or,
 * without one, Sec-Fetch-Site — is not this site's own is refused (403) before anything is read
 * or written. SameSite=Lax alone let a same-site page (another subdomain) or an old browser post
 * with the cookie. Bearer-token callers, same-origin pages and clients that send neither header
 * (curl, the Playwright request context) are unaffected.
 */
let world: World;
let handlers: ReturnType<typeof handlerIndex>;
beforeAll(async () => {
  handlers = handlerIndex(await discoverRoutes());
  world = await createWorld();
});

async function sessionCookie(actor: Exclude<ActorName, "anonymous">) {
  const user = world[actor];
  const token = { sub: String(user.id), sid: await startSession(user.id), name: user.firstName, email: user.email };
  return `next-auth.session-token=${await encode({ token, secret: process.env.NEXTAUTH_SECRET! })}`;
}

const CROSS_SITE: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { origin: "http://localhost:3000.evil.example" },
  { origin: "null" },
  { origin: "https://localhost:3000" },
  { "sec-fetch-site": "cross-site" },
  { "sec-fetch-site": "same-site" },
];
const SAME_SITE: Record<string, string>[] = [{ origin: "http://localhost:3000" }, { "sec-fetch-site": "same-origin" }, {}];

// The Stripe, PayPal and Resend webhooks are authenticated by the provider's signature over the body, never by a cookie.
const WEBHOOKS = new Set(["/api/stripe/webhook", "/api/paypal/webhook", "/api/email/resend-webhook"]);
const rows = ROUTES.filter((r) => !r.skip && isMutating(r) && !WEBHOOKS.has(r.path));
const signedInCaller = (r: (typeof rows)[number]) => {
  const a = successfulActor(r);
  return a && a !== "anonymous" ? a : "hunter";
};

describe.each(rows.map((r) => [routeKey(r), r] as const))("%s", (_key, row) => {
  it("refuses a cross-site write carrying the session cookie, changing nothing", async () => {
    const actor = signedInCaller(row);
    const cookie = await sessionCookie(actor);
    for (const headers of CROSS_SITE) {
      const prepared = await prepare(row, world, actor);
      const before = await dbFingerprint();
      const res = await send(
        handlers.get(routeKey(row))!,
        row,
        { spec: prepared.spec },
        { headers: { ...headers, cookie, "content-type": "text/plain" } },
      );
      expect([res.status, res.json], `${routeKey(row)} ${JSON.stringify(headers)}`).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
      expect(await dbFingerprint(), "a refused cross-site request changed the database").toEqual(before);
    }
  });

  it("lets the site's own pages and bearer-token clients through", async () => {
    const actor = signedInCaller(row);
    const cookie = await sessionCookie(actor);
    const answers: Array<{ status: number; json: unknown }> = [];
    for (const headers of SAME_SITE) {
      const prepared = await prepare(row, world, actor);
      answers.push(await send(handlers.get(routeKey(row))!, row, { spec: prepared.spec }, { headers: { ...headers, cookie } }));
    }
    const prepared = await prepare(row, world, actor);
    answers.push(
      await send(handlers.get(routeKey(row))!, row, prepared, {
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      }),
    );
    for (const a of answers) expect(a.json, routeKey(row)).not.toEqual({ message: CROSS_SITE_MESSAGE });
    // The first goes through as it would without the check (repeats may meet the route's own rules:
    // one questionnaire a month, three open reservations).
    expect(answers[0]!.status, routeKey(row)).toBe(expectedStatus(row, actor));
  });
});

it("covers the mutating routes", () => {
  expect(rows.length).toBeGreaterThan(40);
});
