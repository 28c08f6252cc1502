// GET /api/hunts — public hunt search: listed hunts only, top-tier outfitters first;
// from / to / partySize find bookable departures, sort picks another order.
// POST /api/hunts — an approved outfitter creates a hunt (discount computed on the server).
import { NextResponse } from "next/server";
import { json, route } from "@/lib/http/route";
import { assertApprovedOutfitter, createHunt } from "@/lib/hunts/manage";
import { huntCreateSchema } from "@/lib/hunts/schema";
import { searchHuntsCached } from "@/lib/hunts/search-cache";
import { filtersOf, huntSearchQuerySchema } from "@/lib/hunts/search-schema";

/**
 * Without paging parameters the answer is the spec's plain list (the first page, at most 24; an
 * `X-Next-Cursor` header says there is more). With `limit`, `cursor` or `before` it is
 * `{ hunts, nextCursor, prevCursor, hasMore }`.
 */
export const GET = route({ query: huntSearchQuerySchema }, async ({ query }) => {
  const page = await searchHuntsCached(filtersOf(query), {
    limit: query.limit,
    cursor: query.cursor,
    before: query.before,
    sort: query.sort,
  });
  if (query.limit !== undefined || query.cursor || query.before) {
    return { hunts: page.hunts, nextCursor: page.nextCursor, prevCursor: page.prevCursor, hasMore: page.nextCursor !== null };
  }
  const res = NextResponse.json(page.hunts);
  if (page.nextCursor) res.headers.set("X-Next-Cursor", page.nextCursor);
  return res;
});

export const POST = route(
  { auth: "outfitter", guard: ({ user }) => assertApprovedOutfitter(user), body: huntCreateSchema },
  async ({ user, body }) => json(await createHunt(user, body), 201),
);
