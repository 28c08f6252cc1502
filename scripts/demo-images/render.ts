import { createRng, type Rng } from "../../seed/prng";
import { animalMarkup, type Animal } from "./animals";
import {
  acacia,
  broadleaf,
  cactus,
  flyingBird,
  grass,
  hillRidge,
  jaggedArea,
  mountainRidge,
  pine,
  r1,
  reeds,
  smoothArea,
  snowBand,
  yAt,
  type Pt,
} from "./terrain";

type Tree = { type: "pine" | "acacia" | "broadleaf" | "cactus"; count: number; h: number; color?: string };

/** One band of the landscape, far to near. Heights and positions are fractions of the image. */
export type Layer = {
  kind: "mountains" | "hills" | "water";
  y: number;
  amp: number;
  color: string;
  /** Snow on a mountain layer: the top fraction (0..1) of its height between the highest peak and its base line. */
  snow?: number;
  trees?: Tree;
  grass?: string;
  reeds?: string;
  /** 0..1 rough edge for mountains (default 0.55). */
  rough?: number;
};

export type Scene = {
  name: string;
  seed: number;
  sky: [string, string, string];
  sun?: { x: number; y: number; r: number; color: string; glow?: string };
  clouds?: string;
  mist?: string;
  layers: Layer[];
  animal: { kind: Animal; x: number; scale: number; flip?: boolean; color?: string };
  birds?: number;
};

function treesOn(rng: Rng, pts: Pt[], w: number, h: number, tree: Tree, avoid: [number, number] | null): string {
  let d = "";
  for (let i = 0; i < tree.count; i++) {
    const x = rng.range(-20, w + 20);
    if (avoid && x > avoid[0] && x < avoid[1]) continue;
    const th = tree.h * h * rng.range(0.7, 1.25);
    const y = yAt(pts, Math.max(0, Math.min(w, x))) + th * 0.06;
    d +=
      tree.type === "pine"
        ? pine(x, y, th)
        : tree.type === "acacia"
          ? acacia(x, y, th)
          : tree.type === "broadleaf"
            ? broadleaf(x, y, th)
            : cactus(x, y, th);
  }
  return d;
}

/** Renders a scene as an SVG landscape of the given size (no text, no external references). */
export function renderScene(scene: Scene, w: number, h: number, variant = 0): string {
  const rng = createRng(scene.seed * 7919 + variant * 104729 + w);
  const id = scene.name.replace(/[^a-z0-9]/g, "");
  const out: string[] = [];
  const defs: string[] = [
    `<linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset=".55" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[2]}"/></linearGradient>`,
  ];
  out.push(`<rect width="${w}" height="${h}" fill="url(#s${id})"/>`);
  if (scene.sun) {
    const { x, y, r, color, glow } = scene.sun;
    const cx = r1(x * w);
    const cy = r1(y * h);
    defs.push(
      `<radialGradient id="g${id}"><stop offset="0" stop-color="${glow ?? color}" stop-opacity=".55"/><stop offset="1" stop-color="${glow ?? color}" stop-opacity="0"/></radialGradient>`,
    );
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(r * h * 4)}" fill="url(#g${id})"/><circle cx="${cx}" cy="${cy}" r="${r1(r * h)}" fill="${color}"/>`,
    );
  }
  if (scene.clouds) {
    let d = "";
    for (let i = 0; i < 4; i++) {
      const cx = rng.range(0.05, 0.95) * w;
      const cy = rng.range(0.08, 0.3) * h;
      const cw = rng.range(0.08, 0.16) * w;
      d += `M${r1(cx - cw)},${r1(cy)}a${r1(cw)},${r1(cw * 0.12)} 0 1,0 ${r1(cw * 2)},0a${r1(cw)},${r1(cw * 0.12)} 0 1,0 ${r1(-cw * 2)},0Z`;
      d += `M${r1(cx - cw * 0.5)},${r1(cy - cw * 0.08)}a${r1(cw * 0.55)},${r1(cw * 0.14)} 0 1,0 ${r1(cw * 1.1)},0a${r1(cw * 0.55)},${r1(cw * 0.14)} 0 1,0 ${r1(-cw * 1.1)},0Z`;
    }
    out.push(`<path d="${d}" fill="${scene.clouds}" opacity=".55"/>`);
  }
  if (scene.birds) {
    let d = "";
    for (let i = 0; i < scene.birds; i++)
      d += flyingBird(rng.range(0.15, 0.85) * w, rng.range(0.12, 0.32) * h, rng.range(0.006, 0.012) * w);
    out.push(
      `<path d="${d}" fill="none" stroke="${scene.layers[scene.layers.length - 1]!.color}" stroke-width="${r1(w / 600)}" opacity=".7"/>`,
    );
  }
  const ax = scene.animal.x * w;
  const avoid: [number, number] = [ax - 0.12 * w, ax + 0.12 * w];
  let fg: Pt[] = [];
  scene.layers.forEach((layer, i) => {
    const last = i === scene.layers.length - 1;
    if (layer.kind === "water") {
      const y = r1(layer.y * h);
      out.push(`<rect y="${y}" width="${w}" height="${r1(h - y)}" fill="${layer.color}"/>`);
      let d = "";
      for (let k = 0; k < 14; k++) {
        const lx = rng.range(0, w);
        const ly = rng.range(layer.y * h + 6, h);
        d += `M${r1(lx)},${r1(ly)}h${r1(rng.range(0.03, 0.12) * w)}`;
      }
      out.push(`<path d="${d}" stroke="#fff" stroke-opacity=".18" stroke-width="${r1(h / 450)}"/>`);
      return;
    }
    const pts =
      layer.kind === "mountains"
        ? mountainRidge(rng, w, layer.y * h, layer.amp * h, layer.rough ?? 0.55)
        : hillRidge(rng, w, layer.y * h, layer.amp * h);
    if (last) {
      // Level the ground where the animal stands.
      const ay = yAt(pts, ax);
      for (const p of pts) if (Math.abs(p[0] - ax) < 0.09 * w) p[1] = ay;
      fg = pts;
    }
    const d = layer.kind === "mountains" ? jaggedArea(pts, w, h) : smoothArea(pts, w, h);
    out.push(`<path d="${d}" fill="${layer.color}"/>`);
    if (layer.snow !== undefined) {
      defs.push(`<clipPath id="c${id}${i}"><path d="${d}"/></clipPath>`);
      const top = Math.min(...pts.map((p) => p[1]));
      const snowY = top + (layer.y * h - top) * layer.snow;
      out.push(`<path d="${snowBand(rng, w, snowY)}" fill="#f4f6f8" opacity=".92" clip-path="url(#c${id}${i})"/>`);
    }
    if (layer.trees)
      out.push(`<path d="${treesOn(rng, pts, w, h, layer.trees, last ? avoid : null)}" fill="${layer.trees.color ?? layer.color}"/>`);
    if (layer.grass)
      out.push(
        `<path d="${grass(rng, pts, 0, w, 70, h * 0.022)}" fill="none" stroke="${layer.grass}" stroke-width="${r1(h / 400)}" stroke-linecap="round"/>`,
      );
    if (layer.reeds)
      out.push(
        `<path d="${reeds(rng, 0, w, h, h * 0.3, 90)}" fill="none" stroke="${layer.reeds}" stroke-width="${r1(h / 300)}" stroke-linecap="round"/>`,
      );
    if (i === scene.layers.length - 2 && scene.mist) {
      defs.push(
        `<linearGradient id="m${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.mist}" stop-opacity="0"/><stop offset="1" stop-color="${scene.mist}" stop-opacity=".5"/></linearGradient>`,
      );
      out.push(`<rect y="${r1(layer.y * h - layer.amp * h)}" width="${w}" height="${r1(layer.amp * h * 2.2)}" fill="url(#m${id})"/>`);
    }
  });
  const a = scene.animal;
  const s = (a.scale * h) / 900;
  const ay = fg.length ? yAt(fg, ax) + 2 * s : h * 0.8;
  const color = a.color ?? scene.layers[scene.layers.length - 1]!.color;
  out.push(
    `<g fill="${color}" color="${color}" transform="translate(${r1(ax)} ${r1(ay)}) scale(${a.flip ? -r1(s * 100) / 100 : r1(s * 100) / 100} ${r1(s * 100) / 100})">${animalMarkup(a.kind)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"><defs>${defs.join("")}</defs>${out.join("")}</svg>\n`;
}

/** A round emblem for an outfitter's profile picture: a small landscape in a circle. */
export function renderAvatar(scene: Scene, size = 256): string {
  const inner = renderScene({ ...scene, birds: 0, clouds: undefined }, size, size, 3)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\n$/, "");
  const id = scene.name.replace(/[^a-z0-9]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><defs><clipPath id="a${id}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></clipPath></defs><g clip-path="url(#a${id})">${inner}</g></svg>\n`;
}
