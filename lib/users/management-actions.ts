"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { idField } from "@/lib/http/record-id";
import { setOutfitterApproval, setTopTier, setUserStatus } from "./management";

const userFlagSchema = z.object({
  userId: idField("userId"),
  field: z.enum(["status", "approval", "top-tier"], { error: "field must be status, approval or top-tier" }),
  value: z.boolean({ error: "value must be true or false" }),
});

export const setUserFlagAction = action({ name: "admin.setUserFlag", auth: "admin", schema: userFlagSchema }, async ({ user, input }) => {
  const { userId, field, value } = input;
  if (field === "status") return setUserStatus(user, userId, { isActive: value });
  if (field === "approval") return setOutfitterApproval(user, userId, { isApproved: value });
  return setTopTier(user, userId, { isTopTier: value });
});
