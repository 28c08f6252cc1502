import type { Rng } from "../../seed/prng";

/** Terrain and vegetation shapes for the demo landscapes, as compact SVG path data. */
export type Pt = [number, number];

export const r1 = (n: number) => Math.round(n * 10) / 10;
const r0 = (n: number) => Math.round(n);

/**
 * Jagged mountain ridge: a few peaks and saddles (alternating), then midpoint displacement
 * between them for the rocky detail. 2^depth segments across the width.
 */
export function mountainRidge(rng: Rng, w: number, baseY: number, amp: number, rough = 0.55, depth = 5): Pt[] {
  const n = 2 ** depth;
  const ys: number[] = new Array(n + 1);
  const seg = 8;
  for (let i = 0; i <= n; i += n / seg) {
    const peak = (i / (n / seg)) % 2 === 1;
    ys[i] = peak ? baseY - amp * rng.range(0.35, 1) : baseY - amp * rng.range(-0.1, 0.35);
  }
  let step = n / seg;
  let scale = amp * 0.3;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + rng.range(-scale, scale);
    step = half;
    scale *= rough;
  }
  return ys.map((y, i) => [(i / n) * w, y]);
}

/** Rolling hills: a sum of a few sine waves. */
export function hillRidge(rng: Rng, w: number, baseY: number, amp: number, waves = 3, points = 24): Pt[] {
  const parts = Array.from({ length: waves }, (_, k) => ({
    a: (amp / (k + 1)) * rng.range(0.6, 1),
    f: ((k + 1) * rng.range(0.8, 1.6) * Math.PI * 2) / w,
    p: rng.range(0, Math.PI * 2),
  }));
  return Array.from({ length: points + 1 }, (_, i) => {
    const x = (i / points) * w;
    return [x, baseY + parts.reduce((s, c) => s + c.a * Math.sin(c.f * x + c.p), 0)] as Pt;
  });
}

export function yAt(pts: Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x0, y0] = pts[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return pts[pts.length - 1]![1];
}

/** Filled area under a ridge, straight segments (mountains). */
export function jaggedArea(pts: Pt[], w: number, h: number): string {
  return `M0,${h}L${pts.map(([x, y]) => `${r0(x)},${r0(y)}`).join("L")}L${w},${h}Z`;
}

/** Filled area under a ridge, smoothed with quadratic curves through the midpoints (hills). */
export function smoothArea(pts: Pt[], w: number, h: number): string {
  let d = `M0,${h}L${r0(pts[0]![0])},${r0(pts[0]![1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i]!;
    const [nx, ny] = pts[i + 1]!;
    d += `Q${r0(x)},${r0(y)} ${r0((x + nx) / 2)},${r0((y + ny) / 2)}`;
  }
  const last = pts[pts.length - 1]!;
  return `${d}L${r0(last[0])},${r0(last[1])}L${w},${h}Z`;
}

/** Snow above `snowY` on a mountain layer: a band with a ragged lower edge, to be clipped to the mountain. */
export function snowBand(rng: Rng, w: number, snowY: number): string {
  const n = 40;
  let d = `M0,0L${w},0`;
  for (let i = n; i >= 0; i--) d += `L${r0((i / n) * w)},${r0(snowY + rng.range(-18, 18))}`;
  return `${d}Z`;
}

/** A two-tier conifer with its base at (x, y), in relative integer steps to keep files small. */
export function pine(x: number, y: number, h: number): string {
  const w = Math.max(2, Math.round(h * 0.21));
  const t = Math.round(h * 0.45);
  const b = Math.round(h * 0.47);
  const sh = Math.max(1, Math.round(w * 0.35));
  return `M${r0(x)},${r0(y - h)}l${r0(w * 0.7)},${t}h${-sh}l${w + sh - r0(w * 0.7) + sh},${b}h${-(w + sh)}v${r0(h - t - b)}h-1v${-r0(h - t - b)}h${-(w + sh) + 1}l${w + sh - r0(w * 0.7) + sh},${-b}h${-sh}Z`;
}

/** Umbrella-shaped acacia: a forked trunk under a flat, wide crown. */
export function acacia(x: number, y: number, h: number): string {
  const cw = h * 1.5;
  const top = y - h;
  const trunk = `M${r1(x - h * 0.04)},${r1(y)}L${r1(x - h * 0.02)},${r1(top + h * 0.3)}L${r1(x - h * 0.3)},${r1(top + h * 0.08)}L${r1(x - h * 0.26)},${r1(top + h * 0.05)}L${r1(x)},${r1(top + h * 0.24)}L${r1(x + h * 0.28)},${r1(top + h * 0.04)}L${r1(x + h * 0.32)},${r1(top + h * 0.08)}L${r1(x + h * 0.04)},${r1(top + h * 0.32)}L${r1(x + h * 0.05)},${r1(y)}Z`;
  const crown = `M${r1(x - cw / 2)},${r1(top + h * 0.1)}Q${r1(x - cw * 0.3)},${r1(top - h * 0.14)} ${r1(x)},${r1(top - h * 0.12)}Q${r1(x + cw * 0.32)},${r1(top - h * 0.16)} ${r1(x + cw / 2)},${r1(top + h * 0.08)}Q${r1(x)},${r1(top + h * 0.16)} ${r1(x - cw / 2)},${r1(top + h * 0.1)}Z`;
  return trunk + crown;
}

/** A broadleaf tree: trunk and a cluster of three round masses. */
export function broadleaf(x: number, y: number, h: number): string {
  const r = h * 0.28;
  const c = (cx: number, cy: number, rr: number) =>
    `M${r1(cx - rr)},${r1(cy)}a${r1(rr)},${r1(rr)} 0 1,0 ${r1(rr * 2)},0a${r1(rr)},${r1(rr)} 0 1,0 ${r1(-rr * 2)},0Z`;
  const trunk = `M${r1(x - h * 0.04)},${r1(y)}L${r1(x - h * 0.025)},${r1(y - h * 0.55)}L${r1(x + h * 0.025)},${r1(y - h * 0.55)}L${r1(x + h * 0.04)},${r1(y)}Z`;
  return trunk + c(x, y - h + r, r) + c(x - r * 0.8, y - h * 0.55, r * 0.85) + c(x + r * 0.85, y - h * 0.6, r * 0.8);
}

/** Saguaro-like cactus or desert shrub. */
export function cactus(x: number, y: number, h: number): string {
  const w = h * 0.09;
  const body = `M${r1(x - w)},${r1(y)}L${r1(x - w)},${r1(y - h + w)}Q${r1(x)},${r1(y - h - w)} ${r1(x + w)},${r1(y - h + w)}L${r1(x + w)},${r1(y)}Z`;
  const arm = (dir: number, at: number, len: number) => {
    const bx = x + dir * w;
    const ay = y - h * at;
    return `M${r1(bx)},${r1(ay)}L${r1(bx + dir * h * 0.16)},${r1(ay)}L${r1(bx + dir * h * 0.16)},${r1(ay - h * len)}L${r1(bx + dir * (h * 0.16 + w * 1.6))},${r1(ay - h * len)}L${r1(bx + dir * (h * 0.16 + w * 1.6))},${r1(ay + w * 1.6)}L${r1(bx)},${r1(ay + w * 1.6)}Z`;
  };
  return body + arm(-1, 0.45, 0.25) + arm(1, 0.6, 0.22);
}

/** Reeds and cattails rising from y: returns stroke path data. */
export function reeds(rng: Rng, x0: number, x1: number, y: number, hMax: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const h = rng.range(hMax * 0.4, hMax);
    const lean = rng.range(-h * 0.15, h * 0.15);
    d += `M${r0(x)},${r0(y)}Q${r0(x + lean * 0.2)},${r0(y - h * 0.6)} ${r0(x + lean)},${r0(y - h)}`;
  }
  return d;
}

/** Grass tufts along a ridge: stroke path data. */
export function grass(rng: Rng, pts: Pt[], x0: number, x1: number, count: number, h: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = yAt(pts, x) + 2;
    const s = rng.range(0.6, 1.2) * h;
    d += `M${r0(x - s * 0.4)},${r0(y - s)}L${r0(x)},${r0(y)}L${r0(x + s * 0.1)},${r0(y - s * 1.2)}M${r0(x)},${r0(y)}L${r0(x + s * 0.5)},${r0(y - s * 0.9)}`;
  }
  return d;
}

/** A gull-wing "m" stroke for a distant flying bird. */
export function flyingBird(x: number, y: number, s: number): string {
  return `M${r0(x - s)},${r0(y - s * 0.15)}Q${r0(x - s * 0.5)},${r0(y - s * 0.55)} ${r0(x)},${r0(y)}Q${r0(x + s * 0.5)},${r0(y - s * 0.55)} ${r0(x + s)},${r0(y - s * 0.15)}`;
}
