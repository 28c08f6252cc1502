// POST /api/party/members/{id}/payment/test — the offline test provider's card step for a share (404 when Stripe keys are set).
import { idParam, route } from "@/lib/http/route";
import { payShareWithTestCard } from "@/lib/party/payments";
import { shareTestCardSchema } from "@/lib/party/schema";

export const POST = route(
  { auth: "hunter", guard: ({ params }) => void idParam(params.id, "Party member not found"), body: shareTestCardSchema },
  async ({ user, body, params }) => payShareWithTestCard(user, idParam(params.id, "Party member not found"), body),
);
