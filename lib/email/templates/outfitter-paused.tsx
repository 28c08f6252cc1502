import { defineEmail } from "./define";
import { dashboard, hi, type OutfitterAccountProps, sample } from "./outfitter-account";
import { P } from "./parts";

export const outfitterPaused = defineEmail<OutfitterAccountProps>({
  name: "outfitter-paused",
  description: "To an outfitter an admin pauses (unpaid commission, missing reports): its hunts are hidden.",
  subject: () => "Your Ridgeline outfitter account is paused",
  heading: () => "Account Paused",
  action: dashboard,
  body: (p) => (
    <>
      {hi(p)}
      <P>Your outfitter account has been paused and your hunts are hidden from hunters.</P>
      <P>
        You can still sign in: pay any outstanding commission and file your monthly reports from your dashboard, then message an admin (or
        reply to this e-mail) so we can reactivate your account.
      </P>
    </>
  ),
  sample,
});
