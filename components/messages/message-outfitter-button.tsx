"use client";

import type { ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { MessageCircle } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { messageHref } from "@/components/hunts/message-href";
import { loginHref } from "@/lib/auth/return-path";

type Props = Omit<ComponentProps<typeof Button>, "onClick"> & {
  outfitterId: number | null | undefined;
  /** Opens the conversation as a booking conversation (`&booking=true`). */
  booking?: boolean;
};

/**
 * Message Outfitter (hunt detail, outfitter profile): signed out → `/?login=true`, then on to the
 * conversation; an unknown
 * outfitter → 'Outfitter information not available'; otherwise the conversation opens.
 */
export function MessageOutfitterButton({ outfitterId, booking = false, children, ...rest }: Props) {
  const router = useRouter();
  const { data: user } = useCurrentUser();
  return (
    <Button
      {...rest}
      onClick={() => {
        if (!user && !outfitterId) return router.push(loginHref());
        if (!outfitterId) return void toast.error("Outfitter information not available");
        router.push(messageHref(Boolean(user), outfitterId, booking));
      }}
    >
      {children ?? (
        <>
          <MessageCircle aria-hidden />
          Message Outfitter
        </>
      )}
    </Button>
  );
}
