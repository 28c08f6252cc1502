import { z } from "zod";

export const platformSwitchesSchema = z.object({
  collectCommissionAtBooking: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    error: "collectCommissionAtBooking must be true or false",
  }),
});
export type PlatformSwitchesInput = z.output<typeof platformSwitchesSchema>;
