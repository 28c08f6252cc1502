import "server-only";
import { sql } from "drizzle-orm";
import { db, queryRows } from "@/db";
import { cached } from "@/lib/cache/cached";
import { HUNTS_TAG, OUTFITTERS_TAG } from "@/lib/cache/tags";
import { siteUrl } from "@/lib/seo/site-url";

// Split by id range (well under the protocol's 50,000 URLs), so each file is one index range scan.
export const HUNTS_PER_SITEMAP = 10_000;
export const PUBLIC_PAGES = [
  "/",
  "/browse-hunts",
  "/advanced-search",
  "/about",
  "/contact-us",
  "/help-center",
  "/terms-of-service",
  "/privacy-policy",
];

type Entry = { loc: string; lastmod?: string };

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

async function huntChunks(): Promise<{ chunk: number; lastmod: string }[]> {
  const rows = await queryRows<{ chunk: number; lastmod: Date | string }>(
    db,
    sql`SELECT (id / ${HUNTS_PER_SITEMAP})::int AS chunk, max(updated_at) AS lastmod
        FROM hunts WHERE is_active AND search_rank > 0 GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => ({ chunk: Number(r.chunk), lastmod: iso(r.lastmod) }));
}

async function huntEntries(chunk: number): Promise<Entry[]> {
  const rows = await queryRows<{ id: number; updated_at: Date | string }>(
    db,
    sql`SELECT id, updated_at FROM hunts
        WHERE is_active AND search_rank > 0 AND id >= ${chunk * HUNTS_PER_SITEMAP} AND id < ${(chunk + 1) * HUNTS_PER_SITEMAP}
        ORDER BY id`,
  );
  return rows.map((r) => ({ loc: `/hunt/${r.id}`, lastmod: iso(r.updated_at) }));
}

async function outfitterEntries(): Promise<Entry[]> {
  const rows = await queryRows<{ id: number; updated_at: Date | string }>(
    db,
    sql`SELECT id, updated_at FROM users WHERE role = 'outfitter' AND is_approved AND is_active ORDER BY id LIMIT 50000`,
  );
  return rows.map((r) => ({ loc: `/outfitter/${r.id}`, lastmod: iso(r.updated_at) }));
}

export const getHuntChunks = cached(huntChunks, ["sitemap-hunt-chunks"], { tags: [HUNTS_TAG] });
export const getHuntEntries = cached(huntEntries, ["sitemap-hunts"], { tags: [HUNTS_TAG] });
export const getOutfitterEntries = cached(outfitterEntries, ["sitemap-outfitters"], { tags: [OUTFITTERS_TAG] });

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function urlsetXml(entries: Entry[]): string {
  const base = siteUrl();
  const body = entries
    .map((e) => `<url><loc>${escapeXml(base + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(files: { name: string; lastmod?: string }[]): string {
  const base = siteUrl();
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${escapeXml(`${base}/sitemaps/${f.name}`)}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ""}</sitemap>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

// Only files with at least one URL are listed: a urlset needs one.
export async function sitemapFiles(): Promise<{ name: string; lastmod?: string }[]> {
  const [chunks, outfitters] = await Promise.all([getHuntChunks(), getOutfitterEntries()]);
  return [
    { name: "pages.xml" },
    ...(outfitters.length ? [{ name: "outfitters.xml", lastmod: newest(outfitters) }] : []),
    ...chunks.map((c) => ({ name: `hunts-${c.chunk}.xml`, lastmod: c.lastmod })),
  ];
}

const newest = (entries: Entry[]) => entries.reduce((max, e) => (e.lastmod && e.lastmod > max ? e.lastmod : max), "");

export async function sitemapFile(name: string): Promise<string | null> {
  if (name === "pages.xml") return urlsetXml(PUBLIC_PAGES.map((loc) => ({ loc })));
  const entries = name === "outfitters.xml" ? await getOutfitterEntries() : await huntFileEntries(name);
  return entries?.length ? urlsetXml(entries) : null;
}

// n as the index writes it (no leading zeros), so each file has one name.
async function huntFileEntries(name: string): Promise<Entry[] | null> {
  const m = /^hunts-(0|[1-9]\d{0,5})\.xml$/.exec(name);
  const chunk = m ? Number(m[1]) : -1;
  // Hunt ids are PostgreSQL integers: a range past them holds nothing (and must not reach the query).
  return chunk >= 0 && (chunk + 1) * HUNTS_PER_SITEMAP <= 2 ** 31 - 1 ? getHuntEntries(chunk) : null;
}
