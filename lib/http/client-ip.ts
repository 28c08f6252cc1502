import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import { config } from "@/lib/config";

/**
 * The client's address, for rate limits. Next.js hands route handlers a Request without the
 * socket, and fills `X-Forwarded-For` with the socket address only when the client sent none, so
 * that header alone is the client's to choose. So each instance stamps every incoming request,
 * before Next.js sees it, with the socket's address in a header of its own, signed with a per-process
 * nonce a client cannot know (installPeerAddressStamp, called from instrumentation.ts).
 *
 * TRUSTED_PROXY_HOPS says how many proxies in front of the app append to X-Forwarded-For:
 *  - 0 (default, no proxy): the socket address; X-Forwarded-For is ignored;
 *  - N: the address N entries left of the socket address in "X-Forwarded-For, socket address"
 *    (each trusted proxy appends the address it was reached from; entries further left are the
 *    client's to forge).
 * On Vercel the platform sets `x-real-ip` itself (a client cannot forge it) and it is used as is.
 */
export const PEER_HEADER = "x-ridgeline-peer";
const NONCE = Symbol.for("ridgeline.peer-nonce");
type Global = typeof globalThis & { [NONCE]?: string };

/** Stamps each request of every HTTP server in this process with its socket address (once per process). */
export function installPeerAddressStamp(http: { Server: typeof Server }) {
  const g = globalThis as Global;
  if (g[NONCE]) return;
  const nonce = randomBytes(18).toString("base64url");
  g[NONCE] = nonce;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      // Overwrites whatever the client sent under this name.
      req.headers[PEER_HEADER] = `${nonce} ${req.socket?.remoteAddress ?? ""}`;
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}

/** The stamped socket address, or null when the request was not stamped by this process. */
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
