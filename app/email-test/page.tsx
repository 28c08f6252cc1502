import type { Metadata } from "next";
import { AdminOnly, adminPageUser } from "@/components/admin/admin-only";
import { EmailTest } from "@/components/admin/internal/email-tools";
import { EmailTemplates } from "@/components/admin/internal/email-templates";
import { InternalPage } from "@/components/admin/internal/internal-page";
import { listEmailPreviews } from "@/lib/admin/email-templates";

export const metadata: Metadata = { title: "Email Test", robots: { index: false } };

/** Rendered only inside AdminOnly: nobody else's request renders (or receives) the previews. */
async function Templates() {
  return <EmailTemplates previews={await listEmailPreviews(await adminPageUser())} />;
}

export default function EmailTestPage() {
  return (
    <AdminOnly>
      <InternalPage title="Email Test" description="Send a test e-mail through the configured provider, check its delivery status, and preview every e-mail template.">
        <EmailTest />
        <Templates />
      </InternalPage>
    </AdminOnly>
  );
}
