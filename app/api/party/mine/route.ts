// GET /api/party/mine — the parties the signed-in hunter joined as a member: their share and their balance share's state.
import { route } from "@/lib/http/route";
import { partySharesOfMember } from "@/lib/party/views";

export const GET = route({ auth: "hunter", roleMessage: "Only hunters can join a hunting party" }, async ({ user }) =>
  partySharesOfMember(user),
);
