import { z } from "zod";
import { idField } from "@/lib/http/record-id";

const monthField = z.coerce
  .number({ error: "Month must be 1 to 12" })
  .int("Month must be 1 to 12")
  .min(1, "Month must be 1 to 12")
  .max(12, "Month must be 1 to 12");
const yearField = z.coerce
  .number({ error: "Year is not valid" })
  .int("Year is not valid")
  .min(2000, "Year is not valid")
  .max(2100, "Year is not valid");

export const monthlyStatusQuerySchema = z.object({ month: monthField.optional(), year: yearField.optional() });
export type MonthlyStatusQuery = z.output<typeof monthlyStatusQuerySchema>;

export const sendRemindersSchema = z.object({
  month: monthField,
  year: yearField,
  outfitterIds: z
    .array(idField("outfitterId"), { error: "Select at least one outfitter" })
    .min(1, "Select at least one outfitter")
    .max(5000, "Too many outfitters"),
});
export type SendRemindersInput = z.output<typeof sendRemindersSchema>;
