"use server";

import { action } from "@/lib/actions/action";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { discardDeadJob, retryDeadJob } from "./admin";
import { jobRefSchema } from "./schema";

/** Retry beside a dead job on /admin/jobs: admins only. */
export const retryJobAction = action(
  { name: "jobs.retry", auth: "admin", roleMessage: ADMIN_ONLY, schema: jobRefSchema },
  async ({ user, input }) => retryDeadJob(user, input),
);

/** Discard beside a dead job on /admin/jobs: admins only. */
export const discardJobAction = action(
  { name: "jobs.discard", auth: "admin", roleMessage: ADMIN_ONLY, schema: jobRefSchema },
  async ({ user, input }) => discardDeadJob(user, input),
);
