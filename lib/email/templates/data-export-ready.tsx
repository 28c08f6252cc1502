import { defineEmail } from "./define";
import { P } from "./parts";
import { SAMPLE_URL } from "./sample";

export type DataExportReadyProps = { firstName: string; downloadUrl: string; expiresAt: string };

/** "Download my data": the link to the JSON file, valid 24 h and only for the signed-in account holder. */
export const dataExportReady = defineEmail<DataExportReadyProps>({
  name: "data-export-ready",
  description: "To a user who asked for a copy of their data: the download link, valid 24 hours.",
  subject: () => "Your Ridgeline data is ready to download",
  heading: (p) => `Hi ${p.firstName}, your data is ready`,
  action: (p) => ({ label: "Download my data", url: p.downloadUrl }),
  body: (p) => (
    <>
      <P>
        The copy of your Ridgeline data you asked for is ready: your account, bookings, messages, reviews, favourites and payments, in one
        JSON file.
      </P>
      <P>The link works until {p.expiresAt}, and only while you are signed in to this account. If you did not ask for it, contact us.</P>
    </>
  ),
  sample: { firstName: "Rae", downloadUrl: `${SAMPLE_URL}/api/account/export/sample-token`, expiresAt: "Dec 3, 2026, 4:00 PM UTC" },
});
