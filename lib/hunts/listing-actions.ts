"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { deleteHunt, setHuntStatus } from "./manage";
import { huntStatusSchema } from "./schema";

const huntId = recordId("Hunt not found");

export const setHuntStatusAction = action(
  { name: "hunts.setStatus", auth: "outfitter", schema: huntStatusSchema.extend({ huntId }) },
  async ({ user, input }) => setHuntStatus(user, input.huntId, input.isActive),
);

export const deleteHuntAction = action({ name: "hunts.delete", auth: "outfitter", schema: z.object({ huntId }) }, async ({ user, input }) =>
  deleteHunt(user, input.huntId),
);
