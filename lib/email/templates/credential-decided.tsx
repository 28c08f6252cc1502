import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type CredentialDecidedProps = {
  firstName: string;
  credential: string;
  approved: boolean;
  note: string | null;
  dashboardUrl: string;
};

export const credentialDecided = defineEmail<CredentialDecidedProps>({
  name: "credential-decided",
  description: "To the outfitter whose licence, insurance or membership the admin approved or rejected.",
  subject: (p) => (p.approved ? `Your ${p.credential} is verified` : `Your ${p.credential} was not verified`),
  heading: (p) => (p.approved ? "Credential Verified" : "Credential Not Verified"),
  action: (p) => ({ label: "See your credentials", url: p.dashboardUrl }),
  body: (p) => (
    <>
      <P>{`Hi ${p.firstName},`}</P>
      <P>
        {p.approved
          ? `Ridgeline has checked your ${p.credential}. Hunters now see it as verified on your profile and hunt pages.`
          : `Ridgeline could not verify your ${p.credential}. Correct it in your dashboard and it will be checked again.`}
      </P>
      {p.note && <P>{`Note from the Ridgeline team: ${p.note}`}</P>}
    </>
  ),
  sample: {
    firstName: "Rae",
    credential: "Montana outfitter licence #12345",
    approved: true,
    note: null,
    dashboardUrl: `${SAMPLE_URL}/outfitter-dashboard`,
  },
});
