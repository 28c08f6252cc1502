import type { Metadata } from "next";
import { JobsBoard } from "@/components/admin/jobs-board";
import { InternalPage } from "@/components/admin/internal/internal-page";

export const metadata: Metadata = { title: "Jobs", robots: { index: false } };

export default function JobsPage() {
  return (
    <InternalPage
      title="Jobs"
      description="Background jobs: each type's queue, the next scheduled runs, and failed jobs to retry or discard."
    >
      <JobsBoard />
    </InternalPage>
  );
}
