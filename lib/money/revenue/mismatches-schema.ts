import { z } from "zod";
import { idField } from "@/lib/http/record-id";

/** Mark Reported on a booking mismatch (POST /api/admin/revenue/mark-mismatch and its server action). */
export const markMismatchSchema = z.object({ inquiryId: idField("inquiryId") });
export type MarkMismatchInput = z.output<typeof markMismatchSchema>;
