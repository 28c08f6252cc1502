import { defineEmail } from "./define";
import { hi, type OutfitterAccountProps, sample } from "./outfitter-account";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export const outfitterApplicationRejected = defineEmail<OutfitterAccountProps & { contactUrl: string }>({
  name: "outfitter-application-rejected",
  description: "To an applicant outfitter whose application an admin rejects (the account is closed).",
  subject: () => "Your Ridgeline outfitter application",
  heading: () => "Application Not Approved",
  action: (p) => ({ label: "Contact us", url: p.contactUrl }),
  body: (p) => (
    <>
      {hi(p)}
      <P>We are sorry: your outfitter application was not approved. Reply to this e-mail if you have questions.</P>
    </>
  ),
  sample: { ...sample, contactUrl: `${SAMPLE_URL}/contact-us` },
});
