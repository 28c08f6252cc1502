import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type CredentialExpiringProps = {
  firstName: string;
  credential: string;
  expiresOn: string;
  daysLeft: number;
  dashboardUrl: string;
};

export const credentialExpiring = defineEmail<CredentialExpiringProps>({
  name: "credential-expiring",
  description: "To an outfitter 30 and 7 days before a verified licence or insurance expires.",
  subject: (p) => `Your ${p.credential} expires in ${p.daysLeft} days`,
  heading: () => "Credential Expiring Soon",
  action: (p) => ({ label: "Update your credentials", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      <P>{`Your ${p.credential} expires on ${p.expiresOn}. From that day it no longer shows as verified to hunters.`}</P>
      <P>Add the renewed document in your dashboard so Ridgeline can check it before then.</P>
    </>
  ),
  sample: {
    firstName: "Rae",
    credential: "Montana outfitter licence #12345",
    expiresOn: "Dec 31, 2026",
    daysLeft: 30,
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
