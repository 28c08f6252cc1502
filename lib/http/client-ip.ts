import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import { config } from "@/lib/config";

// Next.js fills X-Forwarded-For only when the client sent none, so every request is stamped with its socket address under a
// per-process nonce. TRUSTED_PROXY_HOPS counts the proxies that append to X-Forwarded-For; on Vercel x-real-ip cannot be forged.
export const PEER_HEADER = "x-ridgeline-peer";
const NONCE = Symbol.for("ridgeline.peer-nonce");
type Global = typeof globalThis & { [NONCE]?: string };

export function installPeerAddressStamp(http: { Server: typeof Server }) {
  const g = globalThis as Global;
  if (g[NONCE]) return;
  const nonce = randomBytes(18).toString("base64url");
  g[NONCE] = nonce;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = `${nonce} ${req.socket?.remoteAddress ?? ""}`;
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}

function peerAddress(headers: Headers): string | null {
  const nonce = (globalThis as Global)[NONCE];
  const stamp = headers.get(PEER_HEADER);
  if (!nonce || !stamp?.startsWith(`${nonce} `)) return null;
  return normalize(stamp.slice(nonce.length + 1));
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
const normalize = (addr: string) =>
  addr
    .trim()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1")
    .toLowerCase() || null;

export function clientIp(headers: Headers): string {
  if (process.env.VERCEL) return normalize(headers.get("x-real-ip") ?? "") ?? "unknown";
  const hops = config().TRUSTED_PROXY_HOPS;
  const peer = peerAddress(headers);
  if (hops === 0) return peer ?? "unknown";
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => normalize(s))
    .filter((s): s is string => Boolean(s));
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (!chain.length) return "unknown";
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}
