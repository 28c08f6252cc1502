/**
 * A V8 CPU profile of the server's main thread, summed by what the time was spent in: React's
 * server render, Next.js, postgres.js and Drizzle, the app's own code, the garbage collector, idle.
 */
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const KINDS: [string, RegExp][] = [
  ["React server render", /react-dom|react-server|react\.production|server\.edge|server\.node/],
  ["postgres.js", /node_modules\/postgres\//],
  ["Drizzle", /drizzle-orm/],
  ["zod", /node_modules\/zod\//],
  ["argon2", /argon2/],
  ["Next.js", /next\/dist|\/next-server\/|\.next\/server\/chunks\/ssr\/node_modules_next/],
  ["app code (.next chunks)", /\.next\/server/],
  ["Node.js internals", /^node:|^internal\//],
];

export function summarizeCpuProfile(path: string) {
  const profile = JSON.parse(readFileSync(path, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const { functionName, url } = node?.callFrame ?? { functionName: "", url: "" };
    const kind = /^\((idle|garbage collector|program)\)$/.test(functionName)
      ? functionName
      : (KINDS.find(([, re]) => re.test(url))?.[0] ?? (url ? "other" : "(native)"));
    ms.set(kind, (ms.get(kind) ?? 0) + dt);
  });
  return [...ms]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, t]) => ({ "main thread": kind, ms: Math.round(t), share: `${Math.round((100 * t) / total)} %` }));
}

/** The functions with the most self time, with the file they are in. */
export function topFunctions(path: string, count = 12) {
  const profile = JSON.parse(readFileSync(path, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const key = `${f?.functionName || "(anonymous)"} ${(f?.url ?? "").split("/").slice(-1)[0]}`;
    ms.set(key, (ms.get(key) ?? 0) + dt);
  });
  return [...ms]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, t]) => ({ function: fn.slice(0, 90), ms: Math.round(t), share: `${((100 * t) / total).toFixed(1)} %` }));
}
