// GET /api/party/invitations/{token} — what a party invitation link is for (hunt, lead, share, validity), to anyone holding it.
// POST /api/party/invitations/{token} — a signed-in hunter takes the invited place (valid 72 h, one account per place).
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { acceptInvitation, invitationByToken, INVITE_INVALID_MESSAGE } from "@/lib/party/service";
import { inviteTokenSchema } from "@/lib/party/schema";

const tokenOf = (value: string | undefined) => {
  const parsed = inviteTokenSchema.safeParse(value);
  if (!parsed.success) throw notFound(INVITE_INVALID_MESSAGE);
  return parsed.data;
};

export const GET = route({ auth: "optional" }, async ({ user, params }) => invitationByToken(tokenOf(params.token), user));

export const POST = route({ auth: "hunter", guard: ({ params }) => void tokenOf(params.token) }, async ({ user, params }) =>
  acceptInvitation(user, tokenOf(params.token)),
);
