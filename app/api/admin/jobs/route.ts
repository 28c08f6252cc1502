// GET /api/admin/jobs — queue depth per job type, the next run of each schedule, failed and dead jobs.
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { route } from "@/lib/http/route";
import { jobsOverview } from "@/lib/jobs/admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => jobsOverview(user));
