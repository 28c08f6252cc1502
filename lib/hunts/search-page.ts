import "server-only";
import { searchHunts } from "./search";
import { countHunts, countLabel } from "./search-count";
import { hrefWith, readSearchParams, type PageSearchParams } from "./search-params";
import { DEFAULT_PAGE_SIZE } from "./search-options";
import { filterChips } from "./filter-chips";

type Key = Parameters<typeof readSearchParams>[1][number];

export async function loadSearchPage(path: string, sp: PageSearchParams, keys: readonly Key[]) {
  const { query, filters, errors, values } = readSearchParams(sp, [...keys, "cursor", "before"]);
  const [page, count] = await Promise.all([
    searchHunts(filters, { limit: DEFAULT_PAGE_SIZE, cursor: query.cursor, before: query.before, sort: query.sort }),
    countHunts(filters),
  ]);
  const base = Object.fromEntries(Object.entries(values).filter(([k]) => k !== "cursor" && k !== "before"));
  // Keyset pages have no number of their own: the links carry it, for "Page 2 of 9" (1 without a cursor).
  const pageNo = query.cursor || query.before ? pageNumberOf(sp.page) : 1;
  const pages = Math.max(1, Math.ceil(count.count / DEFAULT_PAGE_SIZE));
  return {
    hunts: page.hunts,
    countText: countLabel(count),
    prevHref: page.prevCursor
      ? hrefWith(path, { ...base, before: page.prevCursor, page: pageNo > 1 ? String(pageNo - 1) : undefined })
      : null,
    nextHref: page.nextCursor ? hrefWith(path, { ...base, cursor: page.nextCursor, page: String(pageNo + 1) }) : null,
    pageText: `Page ${Math.min(pageNo, pages)} of ${pages}${count.capped ? "+" : ""}`,
    chips: filterChips(path, base),
    clearHref: path,
    errors,
    values: base,
    activeFilters: Object.keys(filters).length,
    sort: query.sort ?? "recommended",
  };
}

function pageNumberOf(raw: string | string[] | undefined): number {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
