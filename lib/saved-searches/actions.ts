"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { recordId } from "@/lib/http/record-id";
import {
  SAVED_SEARCHES_HUNTERS_ONLY,
  SAVED_SEARCH_NOT_FOUND,
  savedSearchInputSchema,
  savedSearchUpdateSchema,
  unsubscribeTokenSchema,
} from "./schema";
import { createSavedSearch, deleteSavedSearch, unsubscribeSavedSearch, updateSavedSearch } from "./service";

const hunterOnly = { auth: "hunter", roleMessage: SAVED_SEARCHES_HUNTERS_ONLY } as const;

/** "Save this search" on /browse-hunts and /advanced-search (twin of POST /api/saved-searches). */
export const saveSearchAction = action(
  { name: "saved-searches.create", ...hunterOnly, schema: savedSearchInputSchema },
  ({ user, input }) => createSavedSearch(user, input),
);

/** The dashboard's frequency select and alerts switch (twin of PATCH /api/saved-searches/{id}). */
export const updateSavedSearchAction = action(
  { name: "saved-searches.update", ...hunterOnly, schema: savedSearchUpdateSchema.extend({ id: recordId(SAVED_SEARCH_NOT_FOUND) }) },
  ({ user, input: { id, ...patch } }) => updateSavedSearch(user, id, patch),
);

/** The dashboard's delete button (twin of DELETE /api/saved-searches/{id}). */
export const deleteSavedSearchAction = action(
  { name: "saved-searches.delete", ...hunterOnly, schema: z.object({ id: recordId(SAVED_SEARCH_NOT_FOUND) }) },
  ({ user, input }) => deleteSavedSearch(user, input.id),
);

/** The unsubscribe page's button, signed out (twin of POST /api/saved-searches/unsubscribe). */
export const unsubscribeSavedSearchAction = action(
  { name: "saved-searches.unsubscribe", auth: "public", schema: unsubscribeTokenSchema },
  ({ input }) => unsubscribeSavedSearch(input.token),
);
