"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";
import { FAVORITES_HUNTERS_ONLY, addFavorite, removeFavorite } from "./service";

const favoriteSchema = z.object({
  outfitterId: recordId(OUTFITTER_NOT_FOUND),
  favorite: z.boolean({ error: "favorite must be true or false" }),
});

export const setFavoriteAction = action(
  { name: "favorites.set", auth: "hunter", roleMessage: FAVORITES_HUNTERS_ONLY, schema: favoriteSchema },
  async ({ user, input }) => (input.favorite ? addFavorite(user, input.outfitterId) : removeFavorite(user, input.outfitterId)),
);
