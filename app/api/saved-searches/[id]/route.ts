// PATCH and DELETE /api/saved-searches/{id} — change a saved search's frequency or alerts, or delete it (the hunter's own only).
import { idParam, route } from "@/lib/http/route";
import { SAVED_SEARCHES_HUNTERS_ONLY, SAVED_SEARCH_NOT_FOUND, savedSearchUpdateSchema } from "@/lib/saved-searches/schema";
import { deleteSavedSearch, updateSavedSearch } from "@/lib/saved-searches/service";

export const PATCH = route(
  { auth: "hunter", roleMessage: SAVED_SEARCHES_HUNTERS_ONLY, body: savedSearchUpdateSchema },
  ({ user, body, params }) => updateSavedSearch(user, idParam(params.id, SAVED_SEARCH_NOT_FOUND), body),
);

export const DELETE = route({ auth: "hunter", roleMessage: SAVED_SEARCHES_HUNTERS_ONLY }, ({ user, params }) =>
  deleteSavedSearch(user, idParam(params.id, SAVED_SEARCH_NOT_FOUND)),
);
