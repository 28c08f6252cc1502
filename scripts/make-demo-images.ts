/**
 * Writes the demo images shipped in the repo (nothing is downloaded):
 *   public/demo/hunts/<scene>.svg           1200×900 landscapes with a game silhouette
 *   public/demo/outfitters/<region>-cover.svg 1600×600 cover photos
 *   public/demo/outfitters/avatar-<n>.svg    256×256 round profile emblems
 * Deterministic: running it again produces the same files. Usage: npx tsx scripts/make-demo-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderAvatar, renderScene } from "./demo-images/render";
import { COVERS, SCENES } from "./demo-images/scenes";

export const AVATAR_SCENES = [
  "rockies-elk", "alaska-coast-bear", "savanna-kudu", "highland-stag", "alps-ibex", "marsh-ducks", "boreal-moose", "tien-shan-argali",
];

const root = path.join(process.cwd(), "public", "demo");
const huntsDir = path.join(root, "hunts");
const outfittersDir = path.join(root, "outfitters");

function clean(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith(".svg")) rmSync(path.join(dir, f));
}

function write(file: string, svg: string) {
  writeFileSync(file, svg);
  const kb = Buffer.byteLength(svg) / 1024;
  if (kb > 15) throw new Error(`${path.basename(file)} is ${kb.toFixed(1)} KB, over the 15 KB budget`);
  return kb;
}

clean(huntsDir);
clean(outfittersDir);
let total = 0;
for (const scene of SCENES) total += write(path.join(huntsDir, `${scene.name}.svg`), renderScene(scene, 1200, 900));
for (const cover of COVERS) {
  const scene = SCENES.find((s) => s.name === cover.scene);
  if (!scene) throw new Error(`Unknown scene ${cover.scene}`);
  const wide = { ...scene, animal: { ...scene.animal, x: scene.animal.x < 0.5 ? 0.22 : 0.78, scale: scene.animal.scale * 0.95 } };
  total += write(path.join(outfittersDir, `${cover.name}-cover.svg`), renderScene(wide, 1600, 600, 1));
}
AVATAR_SCENES.forEach((name, i) => {
  const scene = SCENES.find((s) => s.name === name)!;
  const centered = { ...scene, animal: { ...scene.animal, x: 0.5, scale: scene.animal.scale * 0.9 } };
  total += write(path.join(outfittersDir, `avatar-${i + 1}.svg`), renderAvatar(centered));
});
console.log(`Wrote ${SCENES.length} hunt images, ${COVERS.length} covers and ${AVATAR_SCENES.length} avatars (${total.toFixed(0)} KB).`);
