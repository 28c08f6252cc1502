import { z } from "zod";

/** Deleting the account asks for its password again: a session left open is not enough to erase it. */
export const accountDeletionSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export type AccountDeletion = z.output<typeof accountDeletionSchema>;

/** "Download my data" has no fields. */
export const dataExportRequestSchema = z.object({}).strict();
