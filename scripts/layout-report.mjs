// npm run layout: the layout's measures (one door per write): each line is a count that should stay 0 or small.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const root = process.cwd();
const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const sources = (dir) => walk(dir).filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.endsWith(".d.mts"));
const lib = sources("lib");
const specifiers = (f) => [...fs.readFileSync(f, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
// Doors (they parse): the route and action wrappers, server-action files, next-auth's callbacks, the search page's URL reader.
const DOORS = ["lib/auth/options.ts", "lib/auth/nextauth-route.ts", "lib/hunts/search-params.ts"];
const doorFiles = (f) =>
  f.startsWith("lib/http/") ||
  f.startsWith("lib/actions/") ||
  DOORS.includes(f) ||
  /^["']use server["'];?$/m.test(fs.readFileSync(f, "utf8"));
// Services: what is neither a door, nor a schema, nor a formatter, nor the environment reader.
const services = lib.filter((f) => !doorFiles(f) && !/schema\.ts$/.test(f) && !f.startsWith("lib/format/") && f !== "lib/config.ts");
const lines = (f) => fs.readFileSync(f, "utf8").split("\n");
const grep = (files, re) => files.flatMap((f) => lines(f).flatMap((l, i) => (re.test(l) ? [`${f}:${i + 1}: ${l.trim()}`] : [])));

const unknownInput = grep(services, /^export (async )?function \w+\([^)]*\b(input|body)\??: unknown/);
// zod parsing in a service: the door's parse() helper, or a schema's .parse/.safeParse outside schema files.
const parseInServices = [
  ...grep(
    services.filter((f) => specifiers(f).includes("@/lib/http/parse")),
    /(?<![.\w])parse\(/,
  ),
  ...grep(services, /(?<!JSON|Date)\.(safeParse|parse)\(/),
];
// A twin: an exported fooFrom beside an exported foo (two entry points for one write).
const exported = new Set(grep(lib, /^export (async )?function \w+/).map((l) => l.match(/function (\w+)/)[1]));
const twins = [...exported].filter((name) => name.endsWith("From") && exported.has(name.slice(0, -4)));

const dbToLib = sources("db").filter((f) => specifiers(f).some((s) => s.startsWith("@/lib/") || s.includes("../lib/")));

// Comment-only lines over non-blank lines, in lib/.
let comments = 0;
let total = 0;
for (const f of lib) {
  let block = false;
  for (const raw of lines(f)) {
    const l = raw.trim();
    if (!l) continue;
    total++;
    if (block) {
      comments++;
      if (l.includes("*/")) block = false;
    } else if (l.startsWith("//")) comments++;
    else if (l.startsWith("/*")) {
      comments++;
      block = !l.slice(2).includes("*/");
    }
  }
}

// Domain folders of lib/ that import each other (door helpers in lib/http and lib/actions aside).
const domainOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === "lib" && parts.length > 2 ? parts[1] : null;
};
const edges = new Set();
for (const f of lib) {
  const from = domainOf(f);
  if (!from || from === "http" || from === "actions") continue;
  for (const s of specifiers(f)) {
    const target = s.startsWith("@/") ? path.join(root, s.slice(2)) : s.startsWith(".") ? path.resolve(path.dirname(f), s) : null;
    const to = target && domainOf(target + "/x");
    if (to && to !== from && to !== "http" && to !== "actions") edges.add(`${from}>${to}`);
  }
}
const mutual = [...edges].filter((e) => e.split(">")[0] < e.split(">")[1] && edges.has(e.split(">").reverse().join(">")));

let circles = "not run (npx madge missing)";
try {
  const out = execFileSync(
    "npx",
    [
      "madge",
      "--circular",
      "--json",
      "--extensions",
      "ts,tsx",
      "--ts-config",
      "tsconfig.json",
      ...["app", "lib", "components", "db", "seed", "middleware.ts", "instrumentation.ts"].filter((p) => fs.existsSync(p)),
    ],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  circles = String(JSON.parse(out).length);
} catch (err) {
  if (err.stdout) circles = String(JSON.parse(err.stdout).length);
}

const show = (label, list) => {
  console.log(`${label}: ${list.length}`);
  for (const item of list) console.log(`  ${item}`);
};
show("services taking unknown input", unknownInput);
show("parse() in services", parseInServices);
show("…From twins", twins);
show("files in db/ importing lib/", dbToLib);
console.log(`import circles (madge): ${circles}`);
console.log(`lib/admin: ${fs.existsSync("lib/admin") ? `${sources("lib/admin").length} files` : "gone"}`);
console.log(`comment share in lib/: ${((100 * comments) / total).toFixed(1)}% (${comments} of ${total} non-blank lines)`);
show(
  "domain folders importing each other",
  mutual.map((e) => e.replace(">", " <-> ")),
);
