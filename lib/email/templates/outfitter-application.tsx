import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type OutfitterApplicationProps = { firstName: string; dashboardUrl: string };

export const outfitterApplication = defineEmail<OutfitterApplicationProps>({
  name: "outfitter-application",
  description: "To an outfitter right after applying (pending approval).",
  subject: () => "Your Ridgeline outfitter application",
  preview: () => "We received your outfitter application",
  heading: (p) => `Thanks for applying, ${p.firstName}`,
  action: (p) => ({ label: "Open your dashboard", url: p.dashboardUrl }),
  body: () => (
    <>
      <P>Your outfitter application is pending approval. Approval usually takes 24 to 48 hours.</P>
      <P>Once approved you can list hunts, answer bookings and claims, and file your monthly booking report.</P>
    </>
  ),
  sample: { firstName: "Cody", dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard` },
});
