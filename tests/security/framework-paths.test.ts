import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { FRAMEWORK_MESSAGES, MAX_ACTION_BODY_BYTES } from "@/lib/http/framework-requests";
import { config, middleware } from "@/middleware";

/**
 * Client mistakes Next.js meets before any app code and answered with a 500 (issue 52, item 6):
 * a server action with a foreign, "null" or garbage Origin; an action body that is empty, not
 * JSON, nested thousands deep, full of $K/$Q/$F references or over 1 MB. middleware.ts answers
 * each first (lib/http/framework-requests.ts), and lets a well-formed request through untouched.
 * A malformed Next-Router-State-Tree header stays the framework's (docs/architecture.md says why).
 */
const ORIGIN = "http://localhost:3000";
const ACTION = { "next-action": "7f".padEnd(42, "0"), host: "localhost:3000", "content-type": "text/plain;charset=UTF-8" };

const post = (path: string, headers: Record<string, string>, body?: BodyInit) =>
  new NextRequest(new URL(path, ORIGIN), { method: "POST", headers, body });
const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

async function answer(req: NextRequest) {
  const res = await middleware(req);
  return { status: res.status, json: passes(res) ? null : ((await res.json()) as { message: string }), passed: passes(res) };
}

describe("the middleware runs on the framework's own paths", () => {
  it("runs on every server action post, and on nothing new besides", () => {
    const matches = (url: string, headers: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url, headers });
    for (const url of ["/hunt/42", "/about", "/outfitter/9"]) {
      expect(matches(url, { "next-action": "abc" }), url).toBe(true);
      expect(matches(url, { "content-type": "multipart/form-data; boundary=x" }), url).toBe(true);
      expect(matches(url, {}), url).toBe(false);
    }
    // Uploads to route handlers are theirs to check.
    expect(matches("/api/outfitter/media", { "content-type": "multipart/form-data; boundary=x" })).toBe(false);
  });
});

describe("server actions", () => {
  it.each([
    ["another site", "https://evil.example"],
    ["null", "null"],
    ["garbage", "::not a url::"],
    ["another port", "http://localhost:4000"],
  ])("an Origin of %s is a 403, fetch action or form post", async (_name, origin) => {
    for (const headers of [
      { ...ACTION, origin },
      { host: "localhost:3000", origin, "content-type": "multipart/form-data; boundary=x" },
    ]) {
      const r = await answer(post("/contact-us", headers, '["a"]'));
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.json).toEqual({ message: FRAMEWORK_MESSAGES.origin });
    }
  });

  it("the site's Origin (Host or the first X-Forwarded-Host), or none, passes", async () => {
    expect((await answer(post("/contact-us", { ...ACTION, origin: ORIGIN }, '["a"]'))).passed).toBe(true);
    expect((await answer(post("/contact-us", ACTION, '["a"]'))).passed).toBe(true);
    const proxied = {
      ...ACTION,
      host: "10.0.0.5:3000",
      "x-forwarded-host": "ridgeline.example, proxy",
      origin: "https://ridgeline.example",
    };
    expect((await answer(post("/contact-us", proxied, '["a"]'))).passed).toBe(true);
  });

  const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
  it.each([
    ["empty", ""],
    ["not JSON", "not json{"],
    ["not an argument list", '{"a":1}'],
    ["nested 5,000 deep", deep(5000)],
    ["a $K FormData reference", '["$K1"]'],
    ["a $Q Map reference", '[{"a":"$Q2"}]'],
    ["a $F server reference", '["$F3"]'],
    ["a $@ promise reference", '["$@1"]'],
    ["a chunk reference", '["$1"]'],
  ])("a body that is %s is a 400", async (_name, body) => {
    const r = await answer(post("/contact-us", ACTION, body));
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ message: FRAMEWORK_MESSAGES.body });
  });

  it("the values React's reply encodes with a $ pass, and so do a form's ordinary arguments", async () => {
    for (const body of [
      "[]",
      '[{"name":"Ada","subject":"$$100 off","when":"$D2026-01-01T00:00:00.000Z","n":"$n12","u":"$undefined","x":"$-0"}]',
      '[{"$key":"ok"},"$T"]',
      // An object passed twice is written once, then referred to by its path in part 0.
      '[{"fees":{"a":1},"copy":"$0:0:fees"}]',
      JSON.stringify([{ fees: { trophy: [{ tiers: [{ a: [1, [2, [3]]] }] }] } }]),
    ]) {
      const r = await answer(post("/contact-us", ACTION, body));
      expect(r.passed, `${body} → ${r.status} ${JSON.stringify(r.json)}`).toBe(true);
    }
  });

  it("whatever React's own encoder writes for a text body passes", async () => {
    // @ts-expect-error: the framework's compiled React client has no type declarations.
    const { encodeReply } = (await import("next/dist/compiled/react-server-dom-webpack/client.edge")) as {
      encodeReply: (v: unknown) => Promise<string | FormData>;
    };
    const shared = { startDate: "2027-09-01", spots: 4 };
    for (const args of [
      [{ name: "Ada", price: "$1,250", when: new Date(0), none: undefined, big: 10n, nested: [[[{ deep: true }]]] }],
      [{ departures: [shared, shared], original: shared }],
      [{}, "x", 1, null, false],
    ]) {
      const body = await encodeReply(args);
      expect(typeof body).toBe("string");
      const r = await answer(post("/contact-us", ACTION, body as string));
      expect(r.passed, `${String(body)} → ${r.status}`).toBe(true);
    }
  });

  it("a body over 1 MB is a 413, by its Content-Length or as it streams", async () => {
    const big = `["${"a".repeat(MAX_ACTION_BODY_BYTES)}"]`;
    const declared = await answer(post("/contact-us", { ...ACTION, "content-length": String(big.length) }, big));
    expect(declared.status).toBe(413);
    const form = await answer(
      post(
        "/contact-us",
        { host: "localhost:3000", "content-type": "multipart/form-data; boundary=x", "content-length": String(big.length) },
        big,
      ),
    );
    expect(form.status).toBe(413);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = await answer(
      new NextRequest(new URL("/contact-us", ORIGIN), {
        method: "POST",
        headers: ACTION,
        body: stream,
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
    );
    expect(chunked.status).toBe(413);
    expect(chunked.json).toEqual({ message: FRAMEWORK_MESSAGES.tooLarge });
  });
});
