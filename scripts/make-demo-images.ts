/**
 * Writes the demo images shipped in the repo (nothing is downloaded), drawn as SVG landscapes and
 * rasterised with sharp, in the shape the upload pipeline stores photos (lib/storage/process-image.ts):
 *   public/demo/hunts/<scene>.photo.webp           1200×900 landscape with a game silhouette
 *   public/demo/hunts/<scene>.card.jpg             its 1200×630 social card (og:image)
 *   public/demo/outfitters/<region>-cover.photo.webp 1600×600 cover photo, with its .card.jpg
 *   public/demo/outfitters/avatar-<n>.webp         256×256 round profile emblem
 * Deterministic for a given sharp version. Usage: npx tsx scripts/make-demo-images.ts
 * The seed only refers to these paths, so seeding stays as fast as before.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderAvatar, renderScene } from "./demo-images/render";
import { COVERS, SCENES } from "./demo-images/scenes";

export const AVATAR_SCENES = [
  "rockies-elk",
  "alaska-coast-bear",
  "savanna-kudu",
  "highland-stag",
  "alps-ibex",
  "marsh-ducks",
  "boreal-moose",
  "tien-shan-argali",
];

/** The repository keeps its images small: all of them together stay under this. */
const BUDGET_BYTES = 3 * 1024 * 1024;

const root = path.join(process.cwd(), "public", "demo");
const huntsDir = path.join(root, "hunts");
const outfittersDir = path.join(root, "outfitters");

function clean(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/\.(svg|webp|jpg)$/.test(f)) rmSync(path.join(dir, f));
}

/** A photo (WebP) and its social card (JPEG, the centre at 1.91:1), as uploads are stored. */
async function photoAndCard(svg: string, base: string) {
  const image = sharp(Buffer.from(svg));
  await image.clone().webp({ quality: 72, effort: 6 }).toFile(`${base}.photo.webp`);
  await image
    .clone()
    .resize(1200, 630, { fit: "cover", position: "centre" })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(`${base}.card.jpg`);
}

async function main() {
  clean(huntsDir);
  clean(outfittersDir);
  for (const scene of SCENES) await photoAndCard(renderScene(scene, 1200, 900), path.join(huntsDir, scene.name));
  for (const cover of COVERS) {
    const scene = SCENES.find((s) => s.name === cover.scene);
    if (!scene) throw new Error(`Unknown scene ${cover.scene}`);
    const wide = { ...scene, animal: { ...scene.animal, x: scene.animal.x < 0.5 ? 0.22 : 0.78, scale: scene.animal.scale * 0.95 } };
    await photoAndCard(renderScene(wide, 1600, 600, 1), path.join(outfittersDir, `${cover.name}-cover`));
  }
  for (const [i, name] of AVATAR_SCENES.entries()) {
    const scene = SCENES.find((s) => s.name === name)!;
    const centered = { ...scene, animal: { ...scene.animal, x: 0.5, scale: scene.animal.scale * 0.9 } };
    await sharp(Buffer.from(renderAvatar(centered)))
      .webp({ quality: 80, alphaQuality: 80, effort: 6 })
      .toFile(path.join(outfittersDir, `avatar-${i + 1}.webp`));
  }
  const files = [huntsDir, outfittersDir].flatMap((d) => readdirSync(d).map((f) => path.join(d, f)));
  const total = files.reduce((n, f) => n + statSync(f).size, 0);
  console.log(
    `Wrote ${SCENES.length} hunt photos, ${COVERS.length} covers (each with a card) and ${AVATAR_SCENES.length} avatars: ${(total / 1024).toFixed(0)} KB.`,
  );
  if (total > BUDGET_BYTES) throw new Error(`Demo images take ${(total / 1024 / 1024).toFixed(2)} MB, over the 3 MB budget`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
