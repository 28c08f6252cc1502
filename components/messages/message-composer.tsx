"use client";

import { useState, type Ref } from "react";
import { SendHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGE_MAX_LENGTH } from "@/lib/messages/schema";

type Props = {
  /** Resolves true when the message was sent; the input is then cleared. */
  onSend: (content: string) => Promise<boolean>;
  sending: boolean;
  disabledReason?: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/** 'Type your message...': Enter sends, Shift+Enter adds a line; blank or sending disables Send. */
export function MessageComposer({ onSend, sending, disabledReason, inputRef }: Props) {
  const [value, setValue] = useState("");
  const blank = value.trim().length === 0;
  const tooLong = value.trim().length > MESSAGE_MAX_LENGTH;
  const blocked = Boolean(disabledReason);
  const canSend = !blank && !tooLong && !sending && !blocked;

  async function submit() {
    if (!canSend) return;
    if (await onSend(value)) setValue("");
  }

  return (
    <form
      className="border-t bg-card/60 p-3 sm:p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {disabledReason ? <p className="mb-2 text-sm text-muted-foreground">{disabledReason}</p> : null}
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          placeholder="Type your message..."
          aria-label="Message"
          rows={1}
          disabled={blocked}
          aria-invalid={tooLong || undefined}
          className="max-h-40 min-h-11 resize-none"
        />
        <Button type="submit" disabled={!canSend} className="h-11 shrink-0" aria-label="Send message">
          {sending ? <Spinner label="Sending" /> : <SendHorizontal aria-hidden />}
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      {value.length > MESSAGE_MAX_LENGTH - 500 ? (
        <p className={tooLong ? "mt-1 text-xs text-destructive" : "mt-1 text-xs text-muted-foreground"} aria-live="polite">
          {value.trim().length.toLocaleString("en-US")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters
        </p>
      ) : null}
    </form>
  );
}
