"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { MessageCircle } from "lucide-react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import { loginHref } from "@/lib/auth/return-path";

type AdminContact = { id: number; firstName: string; lastName: string };

/**
 * Starts a conversation with the first admin (spec 000 §2 "Help Center", §8): signed-out visitors
 * are sent to sign in first; the alerts are the spec's.
 */
export function ContactSupportButton() {
  const router = useRouter();
  const { data: user, isLoading } = useCurrentUser();
  const [busy, setBusy] = useState(false);

  async function contactSupport() {
    if (!user) {
      router.push(loginHref(window.location.pathname));
      return;
    }
    setBusy(true);
    try {
      const admins = await api.get<AdminContact[]>("/api/users/admins");
      const admin = admins.find((a) => a.id !== user.id);
      if (!admin) {
        window.alert("No admin available. Please use the Contact Us form.");
        return;
      }
      router.push(`/messages?recipient=${admin.id}&autoOpen=true`);
    } catch {
      window.alert("Failed to contact support. Please try again or use the Contact Us form.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="lg" onClick={contactSupport} disabled={isLoading || busy} className="w-full sm:w-auto">
      {busy ? <Spinner label="Contacting support" /> : <MessageCircle aria-hidden />}
      Contact Support
    </Button>
  );
}
