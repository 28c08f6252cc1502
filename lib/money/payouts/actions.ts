"use server";

import { action } from "@/lib/actions/action";
import { activateTestAccountSchema } from "./schema";
import { activateTestPayouts } from "./service";

/** The offline provider's onboarding click: activates the outfitter's own test account. */
export const activateTestPayoutsAction = action(
  { name: "payouts.activateTest", auth: "outfitter", schema: activateTestAccountSchema },
  async ({ user, input }) => activateTestPayouts(user, input.accountId),
);
