"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { markMismatchReported } from "./mismatches";
import { markOutfitterPaid, pauseOutfitter, sendPaymentReminder, unpauseOutfitter } from "../commission/outfitter-standing";
import { resetRevenue } from "./summary";
import { outfitterActionSchema } from "../commission/outfitter-standing-schema";
import { markMismatchSchema } from "./mismatches-schema";

const OUTFITTER_ACTIONS = {
  "mark-paid": markOutfitterPaid,
  pause: pauseOutfitter,
  unpause: unpauseOutfitter,
  "send-reminder": sendPaymentReminder,
} as const;
const outfitterBalanceSchema = outfitterActionSchema.extend({
  action: z.enum(Object.keys(OUTFITTER_ACTIONS) as [keyof typeof OUTFITTER_ACTIONS, ...(keyof typeof OUTFITTER_ACTIONS)[]], {
    error: "action must be mark-paid, pause, unpause or send-reminder",
  }),
});

export const outfitterBalanceAction = action(
  { name: "admin.outfitterBalance", auth: "admin", schema: outfitterBalanceSchema },
  async ({ user, input }) => OUTFITTER_ACTIONS[input.action](user, { outfitterId: input.outfitterId }),
);

export const markMismatchAction = action(
  { name: "admin.markMismatch", auth: "admin", schema: markMismatchSchema },
  async ({ user, input }) => markMismatchReported(user, input),
);

export const resetRevenueAction = action({ name: "admin.resetRevenue", auth: "admin" }, async ({ user }) => resetRevenue(user));
