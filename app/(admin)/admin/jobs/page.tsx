import type { Metadata } from "next";
import { JobsBoard } from "@/components/admin/jobs-board";
import { InternalPage } from "@/components/admin/internal/internal-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Jobs", robots: { index: false } };

function JobsPageContent() {
  return (
    <InternalPage
      title="Jobs"
      description="Background jobs: each type's queue, the next scheduled runs, and failed jobs to retry or discard."
    >
      <JobsBoard />
    </InternalPage>
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function JobsPage() {
  return (
    <AdminGate>
      <JobsPageContent />
    </AdminGate>
  );
}
