/**
 * Writes components/ui/icons.ts, the lucide icons that server components on public pages draw
 * (components/ui/static-icon.tsx), and public/icons.svg, their shapes as one sprite of <symbol>s
 * named by the sprite's content hash; read from the installed lucide-react (nothing is downloaded). Importing lucide-react's icon components from a server component ships lucide's
 * client <Icon> to the browser even when it is never rendered there; the data does not.
 * Usage: npm run icons   (after adding an icon below or upgrading lucide-react;
 * tests/unit/static-icons.test.tsx fails while the file is out of date)
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** lucide-react's export name → its icon file (lucide-react/icons/<file>). */
const ICONS: Record<string, string> = {
  AlertTriangle: "triangle-exclamation-point",
  ArrowLeft: "arrow-left",
  Backpack: "backpack",
  BadgeCheck: "badge-check",
  CalendarCheck: "calendar-check",
  CalendarDays: "calendar-days",
  ChevronLeft: "chevron-left",
  ChevronRight: "chevron-right",
  Clock: "clock",
  Compass: "compass",
  CreditCard: "credit-card",
  ExternalLink: "external-link",
  Gauge: "gauge",
  Handshake: "handshake",
  ImageOff: "image-off",
  Leaf: "leaf",
  LifeBuoy: "life-buoy",
  LinkIcon: "link",
  LoaderCircle: "loader-circle",
  Mail: "mail",
  MapPin: "map-pin",
  Menu: "menu",
  MessageCircle: "message-circle",
  MessageSquareQuote: "message-square-quote",
  Mountain: "mountain",
  Package: "package",
  PlayCircle: "circle-play",
  Search: "search",
  ShieldCheck: "shield-check",
  SlidersHorizontal: "sliders-horizontal",
  StarIcon: "star",
  Target: "target",
  Ticket: "ticket",
  Users: "users",
  VideoOff: "video-off",
  X: "x",
};

const version = (
  JSON.parse(readFileSync(path.join(process.cwd(), "node_modules/lucide-react/package.json"), "utf8")) as { version: string }
).version;

type IconData = { name: string; node: [string, Record<string, string | number>][] };
const attr = (v: string | number) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's shapes as SVG markup: lucide's child nodes without React's keys. */
const shapesOf = ({ node }: IconData) =>
  node
    .map(
      ([tag, attrs]) =>
        `<${tag}${Object.entries(attrs)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => ` ${k}="${attr(v)}"`)
          .join("")}/>`,
    )
    .join("");

/** One <symbol> per icon, and the row of five stars that ratings draw. */
export function spriteOf(icons: IconData[]): string {
  const symbols = icons.map((icon) => `<symbol id="${icon.name}" viewBox="0 0 24 24">${shapesOf(icon)}</symbol>`);
  const star = icons.find((i) => i.name === "star");
  if (star) symbols.push(starRowOf(shapesOf(star)));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** Units between two stars of the row (components/ui/star-rating.tsx): 2 px at 16 px. */
export const STAR_ROW_GAP = 3;

/** lucide's star five times, STAR_ROW_GAP apart: a rating's row is one <use> instead of five. */
function starRowOf(star: string): string {
  const stars = Array.from({ length: 5 }, (_, i) => (i === 0 ? star : `<g transform="translate(${i * (24 + STAR_ROW_GAP)})">${star}</g>`));
  return `<symbol id="stars" viewBox="0 0 ${5 * 24 + 4 * STAR_ROW_GAP} 24">${stars.join("")}</symbol>`;
}

async function main() {
  const data: [string, IconData][] = [];
  for (const [name, file] of Object.entries(ICONS)) {
    const mod = (await import(`lucide-react/icons/${file}`)) as { __iconData: IconData };
    data.push([name, mod.__iconData]);
  }
  const sprite = spriteOf(data.map(([, d]) => d));
  const hash = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
  const lines = [
    `// Written by scripts/make-static-icons.ts from lucide-react ${version}: do not edit, run it again.`,
    "// lucide icons for server components on public pages, without lucide-react's client <Icon> (static-icon.tsx).",
    'import { staticIcon } from "./static-icon";',
    "",
    `/** public/icons.svg, named by its content so browsers may keep it for good. */`,
    `export const ICON_SPRITE = "/icons.svg?v=${hash}";`,
    "",
  ];
  // The shapes live in the sprite: the component only needs lucide's name (and aliases, for its classes).
  for (const [name, d] of data) lines.push(`export const ${name} = staticIcon(${JSON.stringify({ ...d, node: [] })}, ICON_SPRITE);`);
  writeFileSync(path.join(process.cwd(), "components/ui/icons.ts"), lines.join("\n") + "\n");
  writeFileSync(path.join(process.cwd(), "public/icons.svg"), sprite);
  console.log(`components/ui/icons.ts and public/icons.svg: ${data.length} icons from lucide-react ${version}`);
}

if (process.argv[1]?.endsWith("make-static-icons.ts")) void main();
