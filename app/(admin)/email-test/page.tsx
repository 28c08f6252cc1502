import type { Metadata } from "next";
import { pageUser } from "@/lib/http/page-door";
import { EmailTest } from "@/components/admin/internal/email-tools";
import { EmailTemplates } from "@/components/admin/internal/email-templates";
import { InternalPage } from "@/components/admin/internal/internal-page";
import { listEmailPreviews } from "@/lib/email/template-previews";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Email Test", robots: { index: false } };

/** listEmailPreviews checks the admin itself: the (admin) layout's gate is the page's, not the data's. */
async function Templates() {
  return <EmailTemplates previews={await listEmailPreviews(await pageUser("admin"))} />;
}

function EmailTestPageContent() {
  return (
    <InternalPage
      title="Email Test"
      description="Send a test e-mail through the configured provider, check its delivery status, and preview every e-mail template."
    >
      <EmailTest />
      <Templates />
    </InternalPage>
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function EmailTestPage() {
  return (
    <AdminGate>
      <EmailTestPageContent />
    </AdminGate>
  );
}
