// GET /api/hunts/{id} — one hunt; a hidden hunt only for its outfitter and the admin, else 404.
// PUT /api/hunts/{id} — the owner edits a hunt; DELETE /api/hunts/{id} — the owner deletes (or archives) it.
import { idParam, route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { assertApprovedOutfitter, deleteHunt, updateHunt } from "@/lib/hunts/manage";
import { huntUpdateSchema } from "@/lib/hunts/schema";
import { getHuntForViewer, getListedHunt } from "@/lib/hunts/public-queries";

export const GET = route({ auth: "optional" }, async ({ params, user }) => {
  const id = idParam(params.id, "Hunt not found");
  if (!user) {
    const listed = await getListedHunt(id);
    if (!listed) throw notFound("Hunt not found");
    return listed.hunt;
  }
  const hunt = await getHuntForViewer(id, user);
  if (!hunt) throw notFound("Hunt not found");
  return hunt;
});

// An id that is no id (404) and a pending outfitter (403) are answered before a bad body (400).
export const PUT = route(
  {
    auth: "outfitter",
    guard: ({ user, params }) => {
      idParam(params.id, "Hunt not found");
      assertApprovedOutfitter(user);
    },
    body: huntUpdateSchema,
  },
  async ({ user, body, params }) => updateHunt(user, idParam(params.id, "Hunt not found"), body),
);

export const DELETE = route({ auth: "outfitter" }, async ({ user, params }) => deleteHunt(user, idParam(params.id, "Hunt not found")));
