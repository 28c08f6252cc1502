"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { callAction } from "@/lib/actions/call";
import { errorMessage } from "@/lib/api-client";
import { sendMessageAction } from "@/lib/messages/actions";
import type { AdminUser } from "@/lib/users/management";
import { useUserSearch } from "../admin-queries";
import { ErrorState } from "../panel";
import { useDebounced } from "../use-debounced";
import { Card } from "./internal-page";

const recipientLabel = (u: AdminUser) => `${u.firstName} ${u.lastName} (${u.role})`;

/**
 * Sends a message as the admin through the composer's own server action (POST /api/messages's
 * twin). The recipient is found by name or e-mail on the server (the first 25 matches, newest
 * first), as in User Management: the list of every account would grow with every hunter.
 */
export function AdminMessageTest({ adminId }: { adminId: number }) {
  const [find, setFind] = useState("");
  const term = useDebounced(find.trim());
  const users = useUserSearch(term);
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const receiverId = chosen ? String(chosen.id) : "";
  const [content, setContent] = useState("");
  const send = useMutation({
    mutationFn: () => callAction(sendMessageAction, { receiverId: Number(receiverId), content: content.trim() }),
    onSuccess: () => {
      toast.success("Message Sent", { description: "Your message was delivered successfully." });
      setContent("");
    },
    onError: (err) => toast.error("Failed to Send Message", { description: errorMessage(err, "Please try again.") }),
  });
  const firstPage = users.data?.pages[0];
  const matches = (firstPage?.users ?? []).filter((u) => u.id !== adminId && u.isActive);
  // The chosen recipient stays in the list (and so in the select) while the search changes.
  const recipients = chosen && !matches.some((u) => u.id === chosen.id) ? [chosen, ...matches] : matches;
  const chooseRecipient = (id: string) => setChosen(recipients.find((u) => String(u.id) === id) ?? null);

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
          <Label htmlFor="message-recipient-search">Find a recipient</Label>
          <Input
            id="message-recipient-search"
            placeholder="Name or email..."
            value={find}
            onChange={(e) => setFind(e.target.value)}
            maxLength={100}
          />
          <p className="text-sm text-muted-foreground" data-testid="recipient-count" aria-live="polite">
            {firstPage
              ? firstPage.total > firstPage.users.length
                ? `The newest ${firstPage.users.length} of ${firstPage.total} matching users; type more to narrow the list.`
                : `${firstPage.total} matching ${firstPage.total === 1 ? "user" : "users"}.`
              : null}
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="message-recipient">Recipient</Label>
          <Select value={receiverId} onValueChange={chooseRecipient}>
            <SelectTrigger id="message-recipient" className="w-full">
              <SelectValue placeholder={users.isLoading ? "Loading users..." : "Choose a user"} />
            </SelectTrigger>
            <SelectContent>
              {recipients.map((u) => (
                <SelectItem key={u.id} value={String(u.id)}>
                  {recipientLabel(u)}
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
