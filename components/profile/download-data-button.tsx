"use client";

import { Download } from "lucide-react";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { requestDataExportAction } from "@/lib/privacy/actions";
import { EXPORT_REQUESTED } from "@/lib/privacy/messages";
import { dataExportRequestSchema } from "@/lib/privacy/schema";

/** "Download my data": asks for the file; the job e-mails a link valid 24 h. */
export function DownloadDataButton() {
  const { pending, submit } = useActionForm({
    schema: dataExportRequestSchema,
    action: requestDataExportAction,
    defaultValues: {},
    onSuccess: () => toast.success("Data Export Requested", { description: EXPORT_REQUESTED }),
    onError: (s) => toast.error("Request Failed", { description: s.message ?? "Please try again." }),
  });
  return (
    <Button type="button" variant="outline" onClick={submit} disabled={pending}>
      <Download aria-hidden />
      {pending ? "Requesting..." : "Download my data"}
    </Button>
  );
}
