"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { idField } from "@/lib/http/record-id";
import { createGearItem, deleteGearItem, updateGearItem } from "./manage";
import { gearCreateSchema, gearUpdateSchema } from "./schema";

const gearItemId = z.object({ id: idField("Gear item") });

export const addGearItemAction = action({ name: "gear.add", auth: "admin", schema: gearCreateSchema }, async ({ user, input }) =>
  createGearItem(user, input),
);

export const updateGearItemAction = action(
  { name: "gear.update", auth: "admin", schema: gearUpdateSchema.extend(gearItemId.shape) },
  async ({ user, input }) => {
    const { id, ...changes } = input;
    return updateGearItem(user, id, changes);
  },
);

export const deleteGearItemAction = action({ name: "gear.delete", auth: "admin", schema: gearItemId }, async ({ user, input }) =>
  deleteGearItem(user, input.id),
);
