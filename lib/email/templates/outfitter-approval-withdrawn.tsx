import { defineEmail } from "./define";
import { APPROVAL_WITHDRAWN_TEXT, dashboard, hi, type OutfitterAccountProps, sample } from "./outfitter-account";
import { P } from "./parts";

export const outfitterApprovalWithdrawn = defineEmail<OutfitterAccountProps>({
  name: "outfitter-approval-withdrawn",
  description: "To an approved outfitter whose approval an admin withdraws.",
  subject: () => "Your Ridgeline outfitter approval was withdrawn",
  heading: () => "Approval Withdrawn",
  action: dashboard,
  body: (p) => (
    <>
      {hi(p)}
      <P>{APPROVAL_WITHDRAWN_TEXT}</P>
    </>
  ),
  sample,
});
