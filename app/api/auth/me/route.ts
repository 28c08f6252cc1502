// GET /api/auth/me — the signed-in user (cookie or bearer token).
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, async ({ user }) => user);
