"use client";

import { callAction } from "@/lib/actions/call";
import { sendBroadcastAction } from "@/lib/notifications/broadcast-actions";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { Audience } from "@/lib/notifications/broadcast-schema";

const AUDIENCE_LABELS: Record<Audience, string> = { all: "All users", hunters: "Hunters only", outfitters: "Outfitters only" };

/** Subject, message and audience; every matching active user gets it in the bell and by e-mail. */
export function SendNotificationDialog() {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [audience, setAudience] = useState<Audience>("all");
  // One idempotency key per message: "try again" after a lost answer repeats the same send (the
  // server answers it without sending twice); a changed message is a new send.
  const sendKey = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = (payload: string) => {
    if (sendKey.current?.payload !== payload) sendKey.current = { payload, key: newKey() };
    return sendKey.current.key;
  };
  const send = useMutation({
    // Through sendBroadcastAction (POST /api/admin/send-notification's twin).
    mutationFn: () =>
      callAction(sendBroadcastAction, { subject, message, audience, idempotencyKey: keyFor(JSON.stringify([subject, message, audience])) }),
    onSuccess: (r) => {
      sendKey.current = null;
      toast.success("Notification Sent", { description: r.message });
      setOpen(false);
      setSubject("");
      setMessage("");
      setAudience("all");
    },
    onError: () => toast.error("Failed to Send Notification", { description: "Please try again." }),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error("Missing Information", { description: "Please fill in both subject and message." });
      return;
    }
    send.mutate();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden /> Send Notification
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Send Notification</DialogTitle>
            <DialogDescription>Delivered in the notification bell and by e-mail.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="notify-audience">Audience</Label>
            <Select value={audience} onValueChange={(v) => setAudience(v as Audience)}>
              <SelectTrigger id="notify-audience" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(AUDIENCE_LABELS) as Audience[]).map((a) => (
                  <SelectItem key={a} value={a}>
                    {AUDIENCE_LABELS[a]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="notify-subject">Subject</Label>
            <Input id="notify-subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="notify-message">Message</Label>
            <Textarea id="notify-message" rows={5} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={5000} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** crypto.randomUUID needs a secure context; a plain-http preview still gets a unique enough key. */
function newKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
