"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { createHunt, updateHunt } from "./manage";
import { huntCreateSchema, huntUpdateSchema } from "./schema";

/**
 * The hunt form's Create Hunt (POST /api/hunts's twin): an approved outfitter. The door parses with
 * the route's own schema, so a rule broken shows beside its field ("departures.0.startDate").
 */
export const createHuntAction = action({ name: "hunts.create", auth: "outfitter", schema: huntCreateSchema }, async ({ user, input }) =>
  createHunt(user, input),
);

/**
 * The hunt form's Save Changes (PUT /api/hunts/{id}'s twin): the hunt's approved outfitter. The
 * hunt's id sits beside the form's fields; huntUpdateSchema transforms, so it is joined to it
 * rather than extended.
 */
export const updateHuntAction = action(
  { name: "hunts.update", auth: "outfitter", schema: z.object({ huntId: recordId("Hunt not found") }).and(huntUpdateSchema) },
  async ({ user, input }) => {
    const { huntId, ...values } = input;
    return updateHunt(user, huntId, values);
  },
);
