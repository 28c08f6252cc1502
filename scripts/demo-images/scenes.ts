import type { Scene } from "./render";

/**
 * The demo hunt landscapes: one per region and species group, with palettes by region. Names are
 * the file names under public/demo/hunts/ and are referenced by the seed (db/seed-data/hunt-themes.ts).
 */
export const SCENES: Scene[] = [
  {
    name: "rockies-elk", seed: 1, sky: ["#8fb3cf", "#d9e3e6", "#f3e3c3"], sun: { x: 0.78, y: 0.2, r: 0.05, color: "#fff3d6" }, clouds: "#ffffff",
    layers: [
      { kind: "mountains", y: 0.42, amp: 0.16, color: "#8a9db3", snow: 0.35 },
      { kind: "mountains", y: 0.55, amp: 0.1, color: "#5f7a78", trees: { type: "pine", count: 60, h: 0.05 } },
      { kind: "hills", y: 0.7, amp: 0.04, color: "#3d5a45", trees: { type: "pine", count: 30, h: 0.1 } },
      { kind: "hills", y: 0.85, amp: 0.03, color: "#c7a566", grass: "#a3834a" },
    ],
    animal: { kind: "elk", x: 0.36, scale: 2.4, color: "#2a2418" },
  },
  {
    name: "foothills-deer", seed: 2, sky: ["#f0c27b", "#f6d9a8", "#f9ead0"], sun: { x: 0.25, y: 0.45, r: 0.06, color: "#fff0c9", glow: "#ffd27a" },
    layers: [
      { kind: "mountains", y: 0.5, amp: 0.12, color: "#b79a8a", rough: 0.5 },
      { kind: "hills", y: 0.62, amp: 0.05, color: "#8f7a5c", trees: { type: "pine", count: 20, h: 0.05 } },
      { kind: "hills", y: 0.74, amp: 0.04, color: "#6b5a3c" },
      { kind: "hills", y: 0.86, amp: 0.025, color: "#3a2f21", grass: "#3a2f21" },
    ],
    animal: { kind: "whitetail", x: 0.62, scale: 2.3 },
  },
  {
    name: "alaska-coast-bear", seed: 3, sky: ["#7f93a6", "#b8c4cc", "#dde3e4"], clouds: "#eef2f4", mist: "#dfe6ea",
    layers: [
      { kind: "mountains", y: 0.4, amp: 0.18, color: "#6f8294", snow: 0.45, rough: 0.6 },
      { kind: "mountains", y: 0.56, amp: 0.08, color: "#435a5f", trees: { type: "pine", count: 70, h: 0.05 } },
      { kind: "water", y: 0.64, amp: 0, color: "#6d8894" },
      { kind: "hills", y: 0.84, amp: 0.03, color: "#4b4a3a", grass: "#6f6b4b" },
    ],
    animal: { kind: "bear", x: 0.45, scale: 2.6, color: "#221d17" },
  },
  {
    name: "tundra-caribou", seed: 4, sky: ["#b7c4dd", "#e6d9e3", "#f7e8dc"], sun: { x: 0.7, y: 0.5, r: 0.04, color: "#fff6e8", glow: "#f6c9a8" },
    layers: [
      { kind: "mountains", y: 0.5, amp: 0.08, color: "#c9d2e0", rough: 0.45 },
      { kind: "hills", y: 0.62, amp: 0.04, color: "#dde3ec" },
      { kind: "hills", y: 0.74, amp: 0.03, color: "#eef1f5" },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#f8f9fb", grass: "#8c8576" },
    ],
    animal: { kind: "caribou", x: 0.4, scale: 2.3, color: "#3b342c" },
  },
  {
    name: "alpine-sheep", seed: 5, sky: ["#4f7fb8", "#9fc0de", "#e2edf4"], clouds: "#ffffff",
    layers: [
      { kind: "mountains", y: 0.38, amp: 0.2, color: "#9aa6b4", snow: 0.55, rough: 0.62 },
      { kind: "mountains", y: 0.56, amp: 0.12, color: "#6d7785", snow: 0.3, rough: 0.6 },
      { kind: "mountains", y: 0.8, amp: 0.06, color: "#3f4550", rough: 0.5 },
    ],
    animal: { kind: "sheep", x: 0.55, scale: 2.4, color: "#1f232a" },
  },
  {
    name: "prairie-pronghorn", seed: 6, sky: ["#5e92c8", "#a9cbe6", "#f0e6cf"], clouds: "#ffffff",
    layers: [
      { kind: "hills", y: 0.6, amp: 0.02, color: "#b8b48c" },
      { kind: "hills", y: 0.68, amp: 0.025, color: "#cdb170" },
      { kind: "hills", y: 0.78, amp: 0.02, color: "#b8914d", grass: "#9c7a3d" },
      { kind: "hills", y: 0.88, amp: 0.015, color: "#6e5530", grass: "#6e5530" },
    ],
    animal: { kind: "antelope", x: 0.58, scale: 2.4, color: "#3a2a16" },
  },
  {
    name: "texas-brush-hog", seed: 7, sky: ["#e07a4f", "#f2a765", "#f8d79b"], sun: { x: 0.5, y: 0.6, r: 0.09, color: "#ffe2a8", glow: "#ffb067" },
    layers: [
      { kind: "hills", y: 0.64, amp: 0.03, color: "#b86a4f" },
      { kind: "hills", y: 0.72, amp: 0.03, color: "#7e4a39", trees: { type: "broadleaf", count: 14, h: 0.08 } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#2c1d18", trees: { type: "cactus", count: 3, h: 0.18 }, grass: "#2c1d18" },
    ],
    animal: { kind: "boar", x: 0.42, scale: 2.5 },
  },
  {
    name: "savanna-kudu", seed: 8, sky: ["#e9a23b", "#f5c66c", "#fbe5b0"], sun: { x: 0.3, y: 0.55, r: 0.08, color: "#fff0c4", glow: "#ffcf73" },
    layers: [
      { kind: "hills", y: 0.6, amp: 0.03, color: "#c98d4b" },
      { kind: "hills", y: 0.7, amp: 0.02, color: "#9d6a3a", trees: { type: "acacia", count: 6, h: 0.12 } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#3b2616", trees: { type: "acacia", count: 2, h: 0.3 }, grass: "#3b2616" },
    ],
    animal: { kind: "kudu", x: 0.6, scale: 2.3 },
  },
  {
    name: "savanna-buffalo", seed: 9, sky: ["#c4553a", "#ea8a4e", "#f7c47a"], sun: { x: 0.66, y: 0.58, r: 0.1, color: "#ffd27f", glow: "#ff9a52" },
    layers: [
      { kind: "hills", y: 0.64, amp: 0.02, color: "#a5553c", trees: { type: "acacia", count: 8, h: 0.07 } },
      { kind: "hills", y: 0.74, amp: 0.02, color: "#6a3425", trees: { type: "acacia", count: 3, h: 0.14 } },
      { kind: "hills", y: 0.86, amp: 0.015, color: "#24130d", grass: "#24130d" },
    ],
    animal: { kind: "buffalo", x: 0.36, scale: 2.7 },
  },
  {
    name: "kalahari-springbok", seed: 10, sky: ["#6aa6d6", "#b9d8ea", "#f4e2c4"],
    layers: [
      { kind: "hills", y: 0.6, amp: 0.05, color: "#d98b55" },
      { kind: "hills", y: 0.7, amp: 0.05, color: "#c46a3a" },
      { kind: "hills", y: 0.84, amp: 0.03, color: "#8e4323", grass: "#c9a062", trees: { type: "acacia", count: 2, h: 0.16 } },
    ],
    animal: { kind: "antelope", x: 0.4, scale: 2.3, color: "#3d1b0c" },
  },
  {
    name: "marsh-ducks", seed: 11, sky: ["#6b6d9c", "#e4a18a", "#f7d3a1"], sun: { x: 0.5, y: 0.62, r: 0.07, color: "#ffe6b8", glow: "#ffb98a" },
    layers: [
      { kind: "hills", y: 0.6, amp: 0.015, color: "#56577a", trees: { type: "broadleaf", count: 12, h: 0.05 } },
      { kind: "water", y: 0.62, amp: 0, color: "#b98a86" },
      { kind: "hills", y: 0.92, amp: 0.01, color: "#2a2430", reeds: "#2a2430" },
    ],
    animal: { kind: "ducks", x: 0.55, scale: 2.2, color: "#2a2430" },
  },
  {
    name: "highland-stag", seed: 12, sky: ["#8c98a6", "#bcc3c7", "#dcd8cf"], clouds: "#eceae6", mist: "#d8d6d0",
    layers: [
      { kind: "mountains", y: 0.46, amp: 0.12, color: "#8e93a0", rough: 0.45 },
      { kind: "hills", y: 0.6, amp: 0.05, color: "#776b7e" },
      { kind: "hills", y: 0.72, amp: 0.04, color: "#6a5568", grass: "#8a6b86" },
      { kind: "hills", y: 0.86, amp: 0.025, color: "#3d3340", grass: "#6b4f6a" },
    ],
    animal: { kind: "reddeer", x: 0.6, scale: 2.4, color: "#231c22" },
  },
  {
    name: "bavarian-forest-boar", seed: 13, sky: ["#c9d6c8", "#e4e9dc", "#f2efe2"], mist: "#eef0e6",
    layers: [
      { kind: "hills", y: 0.5, amp: 0.05, color: "#9fb09b", trees: { type: "pine", count: 50, h: 0.06 } },
      { kind: "hills", y: 0.62, amp: 0.04, color: "#6e8a6c", trees: { type: "broadleaf", count: 18, h: 0.12 } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#2c3a2a", trees: { type: "broadleaf", count: 2, h: 0.32 }, grass: "#2c3a2a" },
    ],
    animal: { kind: "boar", x: 0.5, scale: 2.6 },
  },
  {
    name: "alps-ibex", seed: 14, sky: ["#2f6db5", "#7fb0e0", "#d7e8f5"],
    layers: [
      { kind: "mountains", y: 0.36, amp: 0.22, color: "#aab4c2", snow: 0.5, rough: 0.65 },
      { kind: "mountains", y: 0.58, amp: 0.14, color: "#6f7886", snow: 0.25, rough: 0.6 },
      { kind: "mountains", y: 0.8, amp: 0.08, color: "#3a3f47", rough: 0.55 },
    ],
    animal: { kind: "ibex", x: 0.42, scale: 2.4, color: "#1c1f24" },
  },
  {
    name: "tien-shan-argali", seed: 15, sky: ["#1f5fa8", "#6aa0d8", "#cfe2f1"],
    layers: [
      { kind: "mountains", y: 0.36, amp: 0.18, color: "#b8aa98", snow: 0.35, rough: 0.6 },
      { kind: "mountains", y: 0.56, amp: 0.1, color: "#9c8469", rough: 0.5 },
      { kind: "hills", y: 0.7, amp: 0.04, color: "#b39a6b" },
      { kind: "hills", y: 0.85, amp: 0.03, color: "#5c4a33", grass: "#8c7650" },
    ],
    animal: { kind: "sheep", x: 0.58, scale: 2.5, color: "#2c2216" },
  },
  {
    name: "himalaya-tahr", seed: 16, sky: ["#3c3f73", "#a780a3", "#f0b99a"], sun: { x: 0.2, y: 0.3, r: 0.025, color: "#fff1de" },
    layers: [
      { kind: "mountains", y: 0.3, amp: 0.22, color: "#b9a9c6", snow: 0.45, rough: 0.66 },
      { kind: "mountains", y: 0.55, amp: 0.12, color: "#6e5f7c", rough: 0.6 },
      { kind: "mountains", y: 0.8, amp: 0.06, color: "#2c2436", rough: 0.5 },
    ],
    animal: { kind: "tahr", x: 0.64, scale: 2.4 },
  },
  {
    name: "southern-alps-stag", seed: 17, sky: ["#3d8fd1", "#9ccbeb", "#e9f2f4"], clouds: "#ffffff",
    layers: [
      { kind: "mountains", y: 0.38, amp: 0.18, color: "#9fb0c0", snow: 0.4, rough: 0.62 },
      { kind: "hills", y: 0.6, amp: 0.06, color: "#8d8e5e" },
      { kind: "hills", y: 0.72, amp: 0.04, color: "#c2a55e", grass: "#a78a45" },
      { kind: "hills", y: 0.86, amp: 0.025, color: "#6f5a2c", grass: "#d1b46a" },
    ],
    animal: { kind: "reddeer", x: 0.38, scale: 2.4, color: "#2c2314" },
  },
  {
    name: "boreal-moose", seed: 18, sky: ["#2f4d6b", "#c9806a", "#f3c38f"], sun: { x: 0.62, y: 0.56, r: 0.05, color: "#ffe1a8", glow: "#ff9e6b" },
    layers: [
      { kind: "hills", y: 0.56, amp: 0.03, color: "#3b4657", trees: { type: "pine", count: 90, h: 0.08 } },
      { kind: "water", y: 0.6, amp: 0, color: "#a86f68" },
      { kind: "hills", y: 0.88, amp: 0.015, color: "#171b22", reeds: "#171b22" },
    ],
    animal: { kind: "moose", x: 0.34, scale: 2.3 },
  },
  {
    name: "upland-pheasant", seed: 19, sky: ["#a8c2d8", "#dfe4df", "#f3ead6"], clouds: "#ffffff",
    layers: [
      { kind: "hills", y: 0.58, amp: 0.03, color: "#9aa78a", trees: { type: "broadleaf", count: 14, h: 0.06 } },
      { kind: "hills", y: 0.68, amp: 0.04, color: "#c4a25c", trees: { type: "broadleaf", count: 6, h: 0.1, color: "#7a6a3a" } },
      { kind: "hills", y: 0.84, amp: 0.02, color: "#8c6a2e", grass: "#6a4f20" },
    ],
    animal: { kind: "pheasant", x: 0.55, scale: 2.4, color: "#3a2612" },
  },
  {
    name: "spring-turkey", seed: 20, sky: ["#f2b8a0", "#f7dcc2", "#fbf0dc"], sun: { x: 0.3, y: 0.45, r: 0.05, color: "#fff6e0", glow: "#ffc9a0" },
    layers: [
      { kind: "hills", y: 0.56, amp: 0.04, color: "#a9b48f", trees: { type: "broadleaf", count: 26, h: 0.08 } },
      { kind: "hills", y: 0.68, amp: 0.04, color: "#6f8a58", trees: { type: "broadleaf", count: 10, h: 0.16 } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#2d3a22", grass: "#4e6a38" },
    ],
    animal: { kind: "turkey", x: 0.55, scale: 2.6 },
  },
  {
    name: "autumn-whitetail", seed: 21, sky: ["#9db7c9", "#e3d6bf", "#f5e2bd"], mist: "#f1e3c8",
    layers: [
      { kind: "hills", y: 0.54, amp: 0.04, color: "#c3956a", trees: { type: "broadleaf", count: 18, h: 0.07, color: "#c9864a" } },
      { kind: "hills", y: 0.66, amp: 0.04, color: "#9b5a32", trees: { type: "broadleaf", count: 18, h: 0.14, color: "#b5552c" } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#3a2414", trees: { type: "broadleaf", count: 2, h: 0.3 }, grass: "#6b3e1e" },
    ],
    animal: { kind: "whitetail", x: 0.48, scale: 2.5 },
  },
  {
    name: "forest-black-bear", seed: 22, sky: ["#a6c1b5", "#d4e0d2", "#eef2e6"], mist: "#e6ede2",
    layers: [
      { kind: "mountains", y: 0.46, amp: 0.1, color: "#8aa396", trees: { type: "pine", count: 60, h: 0.05 }, rough: 0.45 },
      { kind: "hills", y: 0.62, amp: 0.05, color: "#4d6b58", trees: { type: "pine", count: 40, h: 0.12 } },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#1d2a22", trees: { type: "pine", count: 3, h: 0.36 }, grass: "#2f4a36" },
    ],
    animal: { kind: "bear", x: 0.5, scale: 2.5 },
  },
  {
    name: "prairie-bison", seed: 23, sky: ["#5078a8", "#c6a2a6", "#f2c9a0"], sun: { x: 0.8, y: 0.55, r: 0.05, color: "#fff0d0", glow: "#ffb88a" },
    layers: [
      { kind: "mountains", y: 0.55, amp: 0.06, color: "#8b7f96", rough: 0.45 },
      { kind: "hills", y: 0.66, amp: 0.03, color: "#a48a6a" },
      { kind: "hills", y: 0.86, amp: 0.02, color: "#3c2c1e", grass: "#7c6040" },
    ],
    animal: { kind: "bison", x: 0.42, scale: 2.6 },
  },
  {
    name: "coastal-geese", seed: 24, sky: ["#8ea5bd", "#c9d3d8", "#e8e4d8"], clouds: "#f4f4f2",
    layers: [
      { kind: "hills", y: 0.64, amp: 0.01, color: "#8a9184" },
      { kind: "water", y: 0.66, amp: 0, color: "#9fb0b5" },
      { kind: "hills", y: 0.9, amp: 0.015, color: "#4a4a3c", reeds: "#6a6a4e" },
    ],
    animal: { kind: "geese", x: 0.5, scale: 2.3, color: "#2b2b28" },
  },
  {
    name: "moorland-grouse", seed: 25, sky: ["#93a3b5", "#cfd0cc", "#e6dfd2"], clouds: "#f1efea",
    layers: [
      { kind: "hills", y: 0.52, amp: 0.06, color: "#8f8aa0" },
      { kind: "hills", y: 0.64, amp: 0.05, color: "#7d6079", grass: "#936c8e" },
      { kind: "hills", y: 0.82, amp: 0.03, color: "#4c3449", grass: "#8b5d84" },
    ],
    animal: { kind: "grouse", x: 0.46, scale: 3.2, color: "#231a22" },
  },
  {
    name: "dehesa-mouflon", seed: 26, sky: ["#78a9d6", "#c2dbea", "#f4e6c8"],
    layers: [
      { kind: "mountains", y: 0.52, amp: 0.08, color: "#a5a3a6", rough: 0.5 },
      { kind: "hills", y: 0.64, amp: 0.04, color: "#c8a868", trees: { type: "broadleaf", count: 10, h: 0.08, color: "#5e6a3c" } },
      { kind: "hills", y: 0.84, amp: 0.03, color: "#6f5630", trees: { type: "broadleaf", count: 2, h: 0.35, color: "#3d4526" }, grass: "#a8884a" },
    ],
    animal: { kind: "sheep", x: 0.5, scale: 2.3, color: "#2e2416" },
  },
];

/** Outfitter cover photos (1600×600) by region, re-using the landscapes with their own layout. */
export const COVERS: { name: string; scene: string }[] = [
  { name: "rockies", scene: "rockies-elk" },
  { name: "alaska", scene: "alaska-coast-bear" },
  { name: "prairie", scene: "prairie-pronghorn" },
  { name: "savanna", scene: "savanna-buffalo" },
  { name: "highlands", scene: "highland-stag" },
  { name: "european-forest", scene: "bavarian-forest-boar" },
  { name: "high-asia", scene: "tien-shan-argali" },
  { name: "southern-alps", scene: "southern-alps-stag" },
  { name: "marsh", scene: "marsh-ducks" },
  { name: "boreal", scene: "boreal-moose" },
];
