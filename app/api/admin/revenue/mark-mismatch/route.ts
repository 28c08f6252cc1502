// POST /api/admin/revenue/mark-mismatch — mark a booking mismatch reported ({ inquiryId }).
import { markMismatchReported } from "@/lib/money/revenue/mismatches";
import { route } from "@/lib/http/route";
import { markMismatchSchema } from "@/lib/money/revenue/mismatches-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const POST = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: markMismatchSchema }, ({ user, body }) =>
  markMismatchReported(user, body),
);
