"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { createHunt, updateHunt } from "./manage";
import { huntCreateSchema, huntUpdateSchema } from "./schema";

// Parses with the route's own schema, so a broken rule shows beside its field ("departures.0.startDate").
export const createHuntAction = action({ name: "hunts.create", auth: "outfitter", schema: huntCreateSchema }, async ({ user, input }) =>
  createHunt(user, input),
);

// huntUpdateSchema transforms, so the id is joined to it rather than extended.
export const updateHuntAction = action(
  { name: "hunts.update", auth: "outfitter", schema: z.object({ huntId: recordId("Hunt not found") }).and(huntUpdateSchema) },
  async ({ user, input }) => {
    const { huntId, ...values } = input;
    return updateHunt(user, huntId, values);
  },
);
