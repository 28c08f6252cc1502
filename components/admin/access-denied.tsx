import { ShieldAlert } from "lucide-react";
import { AreaRefusal } from "@/components/layout/area-refusal";

/** What anyone but the admin sees on an admin page (spec 001: 'Access Denied - You need admin privileges to access this page.'). */
export function AccessDenied() {
  return (
    <AreaRefusal
      icon={<ShieldAlert aria-hidden className="size-12 text-destructive" />}
      title="Access Denied"
      text="You need admin privileges to access this page."
      href="/"
      action="Go Home"
    />
  );
}
