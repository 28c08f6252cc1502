import { z } from "zod";
import { idField } from "@/lib/http/record-id";

/** The outfitter a balance row's button acts on (POST /api/admin/outfitter/{mark-paid|pause|unpause|send-reminder}). */
export const outfitterActionSchema = z.object({ outfitterId: idField("outfitterId") });
export type OutfitterActionInput = z.output<typeof outfitterActionSchema>;
