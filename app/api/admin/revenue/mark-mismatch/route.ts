// POST /api/admin/revenue/mark-mismatch — mark a booking mismatch reported ({ inquiryId }).
import { markMismatchReported } from "@/lib/admin/mismatches";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "user" }, ({ user, body }) => markMismatchReported(user, body));
