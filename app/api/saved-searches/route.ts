// GET /api/saved-searches — the hunter's saved searches; POST — save one (name, frequency, the search page's URL filters).
import { route } from "@/lib/http/route";
import { SAVED_SEARCHES_HUNTERS_ONLY, savedSearchInputSchema } from "@/lib/saved-searches/schema";
import { createSavedSearch, listSavedSearches } from "@/lib/saved-searches/service";
import { NextResponse } from "next/server";

export const GET = route({ auth: "hunter", roleMessage: SAVED_SEARCHES_HUNTERS_ONLY }, ({ user }) => listSavedSearches(user));

export const POST = route(
  { auth: "hunter", roleMessage: SAVED_SEARCHES_HUNTERS_ONLY, body: savedSearchInputSchema },
  async ({ user, body }) => NextResponse.json(await createSavedSearch(user, body), { status: 201 }),
);
