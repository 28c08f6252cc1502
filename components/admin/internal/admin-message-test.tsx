"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { callAction } from "@/lib/actions/call";
import { errorMessage } from "@/lib/api-client";
import { sendMessageAction } from "@/lib/messages/actions";
import { useAdminUsers } from "../admin-queries";
import { ErrorState } from "../panel";
import { Card } from "./internal-page";

/** Sends a message as the admin through the composer's own server action (POST /api/messages's twin). */
export function AdminMessageTest({ adminId }: { adminId: number }) {
  const users = useAdminUsers();
  const [receiverId, setReceiverId] = useState("");
  const [content, setContent] = useState("");
  const send = useMutation({
    mutationFn: () => callAction(sendMessageAction, { receiverId: Number(receiverId), content: content.trim() }),
    onSuccess: () => {
      toast.success("Message Sent", { description: "Your message was delivered successfully." });
      setContent("");
    },
    onError: (err) => toast.error("Failed to Send Message", { description: errorMessage(err, "Please try again.") }),
  });
  const recipients = (users.data ?? []).filter((u) => u.id !== adminId && u.isActive);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!content.trim()) {
      toast.error("Please enter a message.");
      return;
    }
    if (!receiverId) {
      toast.error("Please choose a recipient.");
      return;
    }
    send.mutate();
  }

  return (
    <Card title="Send a message as admin">
      {users.error ? <ErrorState>Failed to fetch users</ErrorState> : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="message-recipient">Recipient</Label>
          <Select value={receiverId} onValueChange={setReceiverId}>
            <SelectTrigger id="message-recipient" className="w-full">
              <SelectValue placeholder={users.isLoading ? "Loading users..." : "Choose a user"} />
            </SelectTrigger>
            <SelectContent>
              {recipients.map((u) => (
                <SelectItem key={u.id} value={String(u.id)}>
                  {u.firstName} {u.lastName} ({u.role})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="message-content">Message</Label>
          <Textarea
            id="message-content"
            rows={4}
            placeholder="Type your message..."
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Card>
  );
}
