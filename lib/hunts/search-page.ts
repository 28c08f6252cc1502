import "server-only";
import { searchHunts } from "./search";
import { countHunts, countLabel } from "./search-count";
import { hrefWith, readSearchParams, type PageSearchParams } from "./search-params";
import { DEFAULT_PAGE_SIZE } from "./search-options";

type Key = Parameters<typeof readSearchParams>[1][number];

export async function loadSearchPage(path: string, sp: PageSearchParams, keys: readonly Key[]) {
  const { query, filters, errors, values } = readSearchParams(sp, [...keys, "cursor", "before"]);
  const [page, count] = await Promise.all([
    searchHunts(filters, { limit: DEFAULT_PAGE_SIZE, cursor: query.cursor, before: query.before, sort: query.sort }),
    countHunts(filters),
  ]);
  const base = Object.fromEntries(Object.entries(values).filter(([k]) => k !== "cursor" && k !== "before"));
  return {
    hunts: page.hunts,
    countText: countLabel(count),
    prevHref: page.prevCursor ? hrefWith(path, { ...base, before: page.prevCursor }) : null,
    nextHref: page.nextCursor ? hrefWith(path, { ...base, cursor: page.nextCursor }) : null,
    clearHref: path,
    errors,
    values: base,
    activeFilters: Object.keys(filters).length,
    sort: query.sort ?? "recommended",
  };
}
