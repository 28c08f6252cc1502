/**
 * Writes components/ui/icons.ts: the lucide icons that server components on public pages draw,
 * as data for components/ui/static-icon.tsx, read from the installed lucide-react (nothing is
 * downloaded). Importing lucide-react's icon components from a server component ships lucide's
 * client <Icon> to the browser even when it is never rendered there; the data does not.
 * Usage: npx tsx scripts/make-static-icons.ts   (after adding an icon below or upgrading lucide-react;
 * tests/unit/static-icons.test.tsx fails while the file is out of date)
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** lucide-react's export name → its icon file (lucide-react/icons/<file>). */
const ICONS: Record<string, string> = {
  ArrowLeft: "arrow-left",
  Backpack: "backpack",
  BadgeCheck: "badge-check",
  CalendarCheck: "calendar-check",
  CalendarDays: "calendar-days",
  Clock: "clock",
  Gauge: "gauge",
  ImageOff: "image-off",
  MapPin: "map-pin",
  Menu: "menu",
  MessageCircle: "message-circle",
  MessageSquareQuote: "message-square-quote",
  Mountain: "mountain",
  PlayCircle: "circle-play",
  StarIcon: "star",
  Ticket: "ticket",
  Users: "users",
  VideoOff: "video-off",
};

const version = (JSON.parse(readFileSync(path.join(process.cwd(), "node_modules/lucide-react/package.json"), "utf8")) as { version: string }).version;
const lines = [
  `// Written by scripts/make-static-icons.ts from lucide-react ${version}: do not edit, run it again.`,
  "// lucide icons for server components on public pages, without lucide-react's client <Icon> (static-icon.tsx).",
  'import { staticIcon } from "./static-icon";',
  "",
];
for (const [name, file] of Object.entries(ICONS)) {
  const mod = (await import(`lucide-react/icons/${file}`)) as { __iconData: unknown };
  lines.push(`export const ${name} = staticIcon(${JSON.stringify(mod.__iconData)});`);
}
writeFileSync(path.join(process.cwd(), "components/ui/icons.ts"), lines.join("\n") + "\n");
console.log(`components/ui/icons.ts: ${Object.keys(ICONS).length} icons from lucide-react ${version}`);
