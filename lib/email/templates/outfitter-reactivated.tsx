import { defineEmail } from "./define";
import { dashboard, hi, type OutfitterAccountProps, sample } from "./outfitter-account";
import { P } from "./parts";

export const outfitterReactivated = defineEmail<OutfitterAccountProps>({
  name: "outfitter-reactivated",
  description: "To a paused outfitter an admin reactivates.",
  subject: () => "Your Ridgeline outfitter account is active again",
  heading: () => "Account Reactivated",
  action: dashboard,
  body: (p) => (
    <>
      {hi(p)}
      <P>Your outfitter account is active again and your hunts are visible to hunters.</P>
    </>
  ),
  sample,
});
