/**
 * Simple game silhouettes, drawn facing right with the feet at y = 0 and about 100 units long.
 * Each returns SVG elements without a fill, so the scene paints them in its foreground colour.
 */
export type Animal =
  | "whitetail"
  | "elk"
  | "reddeer"
  | "moose"
  | "caribou"
  | "kudu"
  | "antelope"
  | "sheep"
  | "ibex"
  | "tahr"
  | "buffalo"
  | "bison"
  | "bear"
  | "boar"
  | "turkey"
  | "grouse"
  | "ducks"
  | "geese"
  | "pheasant";

const f = (n: number) => Math.round(n * 10) / 10;
const poly = (pts: number[]) => {
  const p: string[] = [];
  for (let i = 0; i < pts.length; i += 2) p.push(`${f(pts[i]!)},${f(pts[i + 1]!)}`);
  return `<polygon points="${p.join(" ")}"/>`;
};
const ell = (cx: number, cy: number, rx: number, ry: number, rot = 0) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"${rot ? ` transform="rotate(${rot} ${cx} ${cy})"` : ""}/>`;
/** A stroked path (antlers, horns) in the current fill colour. */
const line = (d: string, w: number) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A tapered leg from (x, top) through a knee to the hoof at y = 0. */
function leg(x: number, top: number, kneeDx: number, kneeY: number, footDx: number, w: number) {
  const kx = x + kneeDx;
  const fx = x + footDx;
  return poly([x - w / 2, top, x + w / 2, top, kx + w * 0.3, kneeY, fx + w * 0.22, 0, fx - w * 0.3, 0, kx - w * 0.3, kneeY]);
}

type Build = { size: number; neck: number; legLen: number; heavy?: boolean };

/** The shared cervid/antelope body: body, chest, rump, four legs, neck, head, ears, tail. */
function ungulate({ size, neck, legLen, heavy }: Build) {
  const s = size;
  const by = -legLen - 10 * s;
  const lw = (heavy ? 6.5 : 4.5) * s;
  const [hx, hy] = [34 * s + neck * 0.3, by - 28 * s - neck];
  return [
    ell(0, by, 30 * s, 12 * s),
    ell(17 * s, by - 1, 14 * s, 13 * s),
    ell(-19 * s, by - 1, 13 * s, 12.5 * s),
    leg(21 * s, by + 4, 1, -legLen * 0.42, 0, lw),
    leg(13 * s, by + 4, 0.5, -legLen * 0.42, -1, lw),
    leg(-22 * s, by + 4, -4 * s, -legLen * 0.38, -1 * s, lw * 1.15),
    leg(-14 * s, by + 4, -3 * s, -legLen * 0.38, 1 * s, lw * 1.1),
    poly([8 * s, by - 9 * s, hx - 5 * s, hy + 1 * s, hx + 3 * s, hy - 1 * s, hx + 4 * s, hy + 8 * s, 30 * s, by + 6 * s]),
    poly([
      hx - 5 * s,
      hy - 1 * s,
      hx + 1 * s,
      hy - 4 * s,
      hx + 8 * s,
      hy - 2 * s,
      hx + 17 * s,
      hy + 8 * s,
      hx + 16 * s,
      hy + 12 * s,
      hx + 10 * s,
      hy + 12 * s,
      hx - 2 * s,
      hy + 7 * s,
    ]),
    poly([hx - 2 * s, hy - 2 * s, hx - 10 * s, hy - 9 * s, hx - 8 * s, hy - 6 * s, hx - 3 * s, hy + 2 * s]),
    poly([-29 * s, by - 8 * s, -35 * s, by - 4 * s, -31 * s, by + 1 * s]),
  ].join("");
}

/** Where antlers and horns leave the skull. */
const crown = (b: Build) => [34 * b.size + b.neck * 0.3, -b.legLen - 10 * b.size - 30 * b.size - b.neck] as const;

/** A branching antler: a curved beam through `beam` points with tines from the listed points. */
function rack(x: number, y: number, k: number, beam: number[][], tines: number[][], w: number) {
  const m = (dx: number, dy: number) => `${f(x + dx * k)},${f(y + dy * k)}`;
  let d = `M${beam.map(([dx, dy]) => m(dx!, dy!)).join("L")}`;
  for (const [x0, y0, x1, y1] of tines) d += `M${m(x0!, y0!)}L${m(x1!, y1!)}`;
  return line(d, w);
}

function antlers(b: Build, kind: "whitetail" | "elk" | "reddeer" | "caribou") {
  const [x, y] = crown(b);
  if (kind === "whitetail") {
    const beam = [
      [0, 0],
      [-5, -8],
      [-5, -16],
      [1, -21],
      [9, -21],
      [15, -16],
    ];
    const tines = [
      [-2, -5, 3, -10],
      [-4, -17, -3, -27],
      [3, -21, 5, -31],
      [10, -21, 12, -29],
    ];
    return rack(x - 3, y + 1, 1, beam, tines, 1.8) + rack(x, y, 1.1, beam, tines, 2.3);
  }
  if (kind === "caribou") {
    const beam = [
      [0, 0],
      [-10, -12],
      [-16, -28],
      [-14, -44],
      [-6, -56],
      [4, -60],
    ];
    const tines = [
      [-1, -2, 10, -6],
      [10, -6, 14, -2],
      [-16, -30, -6, -34],
      [-12, -48, -4, -46],
      [-6, -56, -2, -64],
    ];
    return rack(x - 3, y + 1, 1, beam, tines, 1.8) + rack(x, y, 1.05, beam, tines, 2.5);
  }
  const beam = [
    [0, 0],
    [-8, -10],
    [-18, -19],
    [-28, -27],
    [-36, -37],
    [-38, -48],
  ];
  const tines = [
    [-2, -3, 11, -7],
    [-6, -8, 7, -14],
    [-18, -19, -8, -31],
    [-28, -27, -20, -41],
    [-36, -38, -28, -48],
  ];
  const k = kind === "elk" ? 1.25 : 1;
  return rack(x - 3, y + 1, k * 0.95, beam, tines, 2) + rack(x, y, k, beam, tines, 2.8);
}

function horns(b: Build, kind: "kudu" | "antelope" | "sheep" | "ibex" | "tahr" | "buffalo") {
  const [x, y] = crown(b);
  const m = (dx: number, dy: number) => `${f(x + dx)},${f(y + dy)}`;
  switch (kind) {
    case "kudu":
      return line(
        `M${m(0, 2)}C${m(-12, -4)} ${m(-10, -14)} ${m(-2, -16)}C${m(6, -18)} ${m(4, -28)} ${m(-6, -30)}C${m(-16, -32)} ${m(-12, -44)} ${m(-4, -46)}C${m(2, -48)} ${m(0, -56)} ${m(-8, -58)}`,
        3,
      );
    case "antelope":
      return line(`M${m(0, 2)}C${m(-8, -8)} ${m(2, -14)} ${m(-2, -24)}M${m(-3, 2)}C${m(-12, -8)} ${m(-4, -16)} ${m(-8, -24)}`, 2.2);
    case "sheep":
      return line(`M${m(1, 4)}C${m(-14, -10)} ${m(-24, 8)} ${m(-12, 18)}C${m(-6, 22)} ${m(0, 18)} ${m(-2, 13)}`, 5.5);
    case "ibex":
      return `<path d="M${m(-3, 4)}C${m(-5, -16)} ${m(-20, -32)} ${m(-42, -30)}C${m(-24, -26)} ${m(-8, -14)} ${m(5, 3)}Z"/>`;
    case "tahr":
      return line(`M${m(0, 4)}C${m(-2, -4)} ${m(-8, -8)} ${m(-12, -4)}`, 3.6);
    case "buffalo":
      return "";
  }
}

function ungulateWithHead(kind: Animal): string {
  switch (kind) {
    case "whitetail": {
      const b = { size: 1, neck: 4, legLen: 34 };
      return ungulate(b) + antlers(b, "whitetail");
    }
    case "elk": {
      const b = { size: 1.15, neck: 6, legLen: 40 };
      return ungulate(b) + antlers(b, "elk");
    }
    case "reddeer": {
      const b = { size: 1.05, neck: 6, legLen: 36 };
      return ungulate(b) + antlers(b, "reddeer");
    }
    case "caribou": {
      const b = { size: 1.1, neck: 2, legLen: 34 };
      return ungulate(b) + antlers(b, "caribou");
    }
    case "kudu": {
      const b = { size: 1.1, neck: 8, legLen: 40 };
      return ungulate(b) + horns(b, "kudu");
    }
    case "antelope": {
      const b = { size: 0.9, neck: 4, legLen: 32 };
      return ungulate(b) + horns(b, "antelope");
    }
    case "sheep": {
      const b = { size: 1.05, neck: -8, legLen: 26, heavy: true };
      return ungulate(b) + horns(b, "sheep");
    }
    case "ibex": {
      const b = { size: 1, neck: -6, legLen: 26, heavy: true };
      return ungulate(b) + horns(b, "ibex");
    }
    case "tahr": {
      const b = { size: 1, neck: -6, legLen: 24, heavy: true };
      const by = -b.legLen - 10;
      const mane = `<path d="M6,${by - 12}C14,${by - 24} 30,${by - 26} 34,${by - 14}L36,${by + 4}L32,${by + 16}L28,${by + 8}L24,${by + 18}L20,${by + 8}L15,${by + 16}L12,${by + 6}Z"/>`;
      return ungulate(b) + mane + horns(b, "tahr");
    }
    default:
      return "";
  }
}

function moose() {
  const b = { size: 1.3, neck: -4, legLen: 48, heavy: true };
  const [x, y] = crown(b);
  const by = -b.legLen - 13;
  const palm = `<path d="M${f(x - 2)},${f(y + 3)}C${f(x - 10)},${f(y - 2)} ${f(x - 24)},${f(y - 2)} ${f(x - 34)},${f(y - 14)}l3,-3l2,4l3,-6l3,5l3,-6l3,5l3,-6l3,5l3,-5l2,5l4,-4l2,7C${f(x - 6)},${f(y - 10)} ${f(x)},${f(y - 6)} ${f(x + 3)},${f(y + 1)}Z"/>`;
  const head = poly([x - 4, y + 2, x + 6, y - 2, x + 22, y + 14, x + 24, y + 22, x + 16, y + 26, x + 2, y + 16]);
  const hump = ell(14, by - 8, 22, 14);
  const bell = poly([x + 4, y + 18, x + 8, y + 34, x + 12, y + 20]);
  return ungulate(b) + hump + palm + head + bell;
}

/** Heavy bovines: long low body, thick legs, low head. */
function bovine(kind: "buffalo" | "bison") {
  const legLen = kind === "bison" ? 24 : 28;
  const by = -legLen - 14;
  const legs = [26, 17, -24, -14].map((x) => leg(x, by + 6, 0, -legLen * 0.45, 0, 9)).join("");
  const body = ell(0, by, 36, 16) + ell(-24, by - 2, 15, 15);
  const tail = line(`M-38,${by - 4}C-42,${by + 6} -40,${by + 16} -42,${by + 24}`, 2.5);
  if (kind === "buffalo") {
    const head = poly([30, by - 12, 40, by - 14, 50, by - 2, 58, by + 16, 52, by + 22, 40, by + 14, 30, by + 6]);
    const hornPath = `M40,${by - 14}C34,${by - 6} 34,${by + 6} 42,${by + 8}C48,${by + 9} 53,${by + 4} 55,${by - 4}`;
    return (
      body +
      ell(18, by - 3, 18, 18) +
      legs +
      head +
      tail +
      line(hornPath, 6) +
      ell(43, by - 14, 8, 4.5, 10) +
      poly([38, by - 4, 30, by + 2, 38, by + 2])
    );
  }
  const hump = ell(14, by - 8, 24, 24);
  const head = ell(36, by + 10, 11, 15, -25);
  const beard = poly([30, by + 20, 36, by + 34, 44, by + 20]);
  return body + hump + legs + head + beard + line(`M34,${by - 2}c2,-6 8,-8 10,-4`, 3) + tail;
}

function bear() {
  const by = -40;
  const legs = [24, 13, -22, -11].map((x, i) => leg(x, by + 4, i < 2 ? 1 : -2, -14, i < 2 ? 2 : -1, 13)).join("");
  return (
    ell(0, by, 32, 17) +
    ell(12, by - 10, 16, 12) +
    ell(-18, by - 2, 17, 16) +
    legs +
    ell(36, by + 2, 11, 9.5) +
    ell(48, by + 6, 8, 4.8, 20) +
    `<circle cx="31" cy="${by - 7}" r="3"/>`
  );
}

function boar() {
  const by = -32;
  const legs = [20, 12, -18, -10].map((x) => leg(x, by + 4, 0, -9, 0, 6)).join("");
  const head = poly([20, by - 16, 34, by - 8, 50, by + 2, 54, by + 8, 50, by + 12, 28, by + 12]);
  const bristles = poly([-24, by - 8, -16, by - 14, -8, by - 13, 0, by - 16, 8, by - 16, 16, by - 20, 24, by - 12, 0, by - 4]);
  return (
    ell(0, by, 28, 14) +
    ell(12, by - 2, 15, 15) +
    legs +
    head +
    bristles +
    poly([26, by - 10, 26, by - 19, 31, by - 11]) +
    line(`M-28,${by - 4}c-5,2 -5,8 -8,10`, 2)
  );
}

function turkey() {
  let fan = "M-2,-28";
  for (let a = 215; a >= 65; a -= 15) {
    const rad = (a * Math.PI) / 180;
    fan += `L${f(-10 + 32 * Math.cos(rad))},${f(-38 - 32 * Math.sin(rad))}`;
  }
  return (
    `<path d="${fan}Z"/>` +
    ell(4, -34, 18, 14) +
    poly([14, -42, 18, -62, 23, -62, 22, -40]) +
    ell(21, -64, 4.5, 4) +
    poly([24, -65, 29, -63, 24, -61]) +
    line("M24,-62c2,4 0,8 -2,10", 1.6) +
    line("M18,-32l2,10", 1.4) +
    leg(6, -22, 2, -11, 2, 2.5) +
    leg(-2, -22, 0, -11, -2, 2.5)
  );
}

function grouse() {
  return (
    ell(0, -16, 16, 11) +
    ell(16, -26, 6, 6) +
    poly([20, -27, 26, -25, 20, -24]) +
    poly([-14, -20, -28, -26, -26, -16, -12, -12]) +
    leg(2, -8, 0, -4, 1, 2) +
    leg(-4, -8, 0, -4, -1, 2)
  );
}

function pheasant() {
  return (
    ell(0, -24, 16, 10, -8) +
    poly([-10, -28, -56, -40, -56, -37, -10, -20]) +
    poly([8, -30, 14, -44, 20, -44, 16, -26]) +
    ell(18, -46, 5, 4) +
    poly([16, -50, 12, -55, 18, -50]) +
    poly([22, -47, 27, -45, 22, -44]) +
    leg(4, -16, 2, -8, 2, 2.2) +
    leg(-3, -16, 0, -8, -2, 2.2)
  );
}

/** A bird in flight; `neck` stretches it into a goose. */
function flyer(x: number, y: number, s: number, up: boolean, neck = 0) {
  const wing = up ? [0, -2, -8, -20, -2, -22, 10, -3] : [0, 2, -6, 18, 0, 19, 10, 3];
  const pts = (arr: number[]) => arr.map((v, i) => (i % 2 ? y + v * s : x + v * s));
  return (
    ell(x, y, 14 * s, 4.5 * s, -6) +
    ell(x + (16 + neck) * s, y - (2 + neck * 0.1) * s, 4.5 * s, 3.5 * s) +
    poly(pts([10, -2, 16 + neck, -4, 16 + neck, 0, 10, 3])) +
    poly(pts([16 + neck + 3, -3, 16 + neck + 8, -1, 16 + neck + 3, 0])) +
    poly(pts(wing)) +
    poly(pts([-12, -2, -20, -4, -20, 1, -12, 3]))
  );
}

/** Game silhouette markup (feet at y = 0, facing right). Flying birds are drawn around (0, -60). */
export function animalMarkup(kind: Animal): string {
  switch (kind) {
    case "moose":
      return moose();
    case "buffalo":
    case "bison":
      return bovine(kind);
    case "bear":
      return bear();
    case "boar":
      return boar();
    case "turkey":
      return turkey();
    case "grouse":
      return grouse();
    case "pheasant":
      return pheasant();
    case "ducks":
      return flyer(-30, -70, 1.1, true) + flyer(16, -40, 1, false) + flyer(50, -86, 0.9, true);
    case "geese":
      return flyer(-40, -60, 1, true, 8) + flyer(0, -44, 1, false, 8) + flyer(40, -30, 1, true, 8) + flyer(10, -80, 0.9, false, 8);
    default:
      return ungulateWithHead(kind);
  }
}
