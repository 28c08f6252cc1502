import { z } from "zod";

/** A dead job the admin retries or discards (Jobs page): its queue and its pg-boss id. */
export const jobRefSchema = z.object({
  queue: z.string().trim().min(1, "Job not found").max(100, "Job not found"),
  id: z.string().uuid("Job not found"),
});
export type JobRefInput = z.input<typeof jobRefSchema>;
