import { formatDateTime } from "@/lib/format/dates";

type MemberState = { status: string; paidByLead: boolean; inviteExpiresAt: string | null; lead: boolean };

/** A party member's payment state in one phrase, the same for the lead, the member and the outfitter. */
export function memberStatusText(m: MemberState): string {
  switch (m.status) {
    case "paid":
      return m.paidByLead ? "Paid by the lead" : "Paid";
    case "lapsed":
      return "Invitation expired: the share went back to the lead";
    case "removed":
      return "Removed from the party";
    case "invited":
      return m.inviteExpiresAt ? `Invited · link valid until ${formatDateTime(m.inviteExpiresAt)}` : "Invited";
    default:
      return m.lead ? "Not paid yet" : "Joined · not paid yet";
  }
}
