import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type OutfitterAccountProps = { firstName: string; dashboardUrl: string };

export const hi = (p: OutfitterAccountProps) => <P>{`Hi ${p.firstName},`}</P>;
export const dashboard = (p: OutfitterAccountProps) => ({ label: "Open your dashboard", url: p.dashboardUrl });
export const sample: OutfitterAccountProps = { firstName: "Cody", dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard` };

export const OUTFITTER_APPROVED_TEXT = "Your outfitter account has been approved. You can now create hunt listings.";
export const APPROVAL_WITHDRAWN_TEXT =
  "Your outfitter approval has been withdrawn. Your hunts are hidden until an admin approves your account again.";
