import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { clientIp, installPeerAddressStamp, PEER_HEADER } from "@/lib/http/client-ip";

/**
 * The client address the rate limits count: a real HTTP server stamped the way instrumentation.ts
 * stamps `next start`, asked from several loopback addresses (Linux routes all of 127/8 to lo).
 */
let server: http.Server;
let port: number;
beforeAll(async () => {
  installPeerAddressStamp(http);
  server = http.createServer((req, res) => res.end(clientIp(new Headers(req.headers as Record<string, string>))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

function ipSeenFrom(localAddress: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, localAddress, headers }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

const hops = (n: number) => {
  vi.stubEnv("TRUSTED_PROXY_HOPS", String(n));
  resetConfigForTests();
};

describe("without a proxy (TRUSTED_PROXY_HOPS=0, the default)", () => {
  it("is the socket address, whatever X-Forwarded-For, X-Real-IP or our own header claim", async () => {
    hops(0);
    expect(await ipSeenFrom("127.0.0.2")).toBe("127.0.0.2");
    expect(await ipSeenFrom("127.0.0.3")).toBe("127.0.0.3");
    const forged = { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.8", [PEER_HEADER]: "guess 203.0.113.7" };
    expect(await ipSeenFrom("127.0.0.2", forged)).toBe("127.0.0.2");
  });

  it("is 'unknown' for a request this process did not stamp, never a header the client chose", () => {
    hops(0);
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "not-the-nonce 203.0.113.9" }))).toBe("unknown");
  });
});

describe("behind proxies (TRUSTED_PROXY_HOPS=N)", () => {
  it("takes the address the first trusted proxy appended, ignoring what the client put before it", async () => {
    hops(1);
    expect(await ipSeenFrom("127.0.0.2", { "x-forwarded-for": "198.51.100.4" })).toBe("198.51.100.4");
    expect(await ipSeenFrom("127.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).toBe("198.51.100.4");
    hops(2);
    expect(await ipSeenFrom("127.0.0.2", { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.7" })).toBe("198.51.100.4");
  });

  it("falls back to the nearest address when the chain is shorter than the hops", async () => {
    hops(2);
    expect(await ipSeenFrom("127.0.0.2")).toBe("127.0.0.2");
    expect(await ipSeenFrom("127.0.0.2", { "x-forwarded-for": "198.51.100.4" })).toBe("198.51.100.4");
  });
});

describe("on Vercel", () => {
  it("reads the platform's x-real-ip", () => {
    vi.stubEnv("VERCEL", "1");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.4", "x-forwarded-for": "6.6.6.6" }))).toBe("198.51.100.4");
  });
});
