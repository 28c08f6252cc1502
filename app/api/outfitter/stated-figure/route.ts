// GET /api/outfitter/stated-figure — the outfitter's own stated success rate.
// PUT /api/outfitter/stated-figure — set it (null removes it); shown apart as "Outfitter's figure".
import { CREDENTIALS_OUTFITTERS_ONLY } from "@/lib/credentials/documents";
import { route } from "@/lib/http/route";
import { statedFigureSchema } from "@/lib/outcomes/schema";
import { getStatedFigure, setStatedFigure } from "@/lib/outcomes/stated";

export const GET = route({ auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY }, ({ user }) => getStatedFigure(user));

export const PUT = route({ auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY, body: statedFigureSchema }, ({ user, body }) =>
  setStatedFigure(user, body),
);
