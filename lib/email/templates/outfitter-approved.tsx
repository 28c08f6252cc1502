import { defineEmail } from "./define";
import { dashboard, hi, OUTFITTER_APPROVED_TEXT, type OutfitterAccountProps, sample } from "./outfitter-account";
import { P } from "./parts";

export const outfitterApproved = defineEmail<OutfitterAccountProps>({
  name: "outfitter-approved",
  description: "To an outfitter when an admin approves its application.",
  subject: () => "Your Ridgeline outfitter account is approved",
  heading: () => "Account Approved",
  action: dashboard,
  body: (p) => (
    <>
      {hi(p)}
      <P>{OUTFITTER_APPROVED_TEXT}</P>
    </>
  ),
  sample,
});
