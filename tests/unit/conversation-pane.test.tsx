import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConversationPane } from "@/components/messages/conversation-pane";
import type { PublicUser } from "@/lib/users/public-user";

const hunter = { id: 1, role: "hunter", firstName: "Hannah", lastName: "Reed", email: "h@example.test", isActive: true } as PublicUser;

function pane(props: { partnerMissing: boolean; autoOpen: boolean }) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ConversationPane user={hunter} partnerId={987654} partner={null} bookingIntent={false} onBack={() => {}} {...props} />
    </QueryClientProvider>,
  );
}

describe("conversation pane for a recipient that cannot be found", () => {
  it("reads 'Outfitter information not available' when opened from Message Outfitter (autoOpen)", () => {
    const html = pane({ partnerMissing: true, autoOpen: true });
    expect(html).toContain("Outfitter information not available");
    expect(html).toContain("Conversation unavailable");
    expect(html).not.toContain("Type your message...");
  });

  it("says the user is not available otherwise, and shows no composer", () => {
    const html = pane({ partnerMissing: true, autoOpen: false });
    expect(html).toContain("This user is not available for messages.");
    expect(html).not.toContain("Outfitter information not available");
    expect(html).not.toContain("Type your message...");
  });

  it("keeps the composer while the partner is still loading", () => {
    const html = pane({ partnerMissing: false, autoOpen: true });
    expect(html).toContain("Loading...");
    expect(html).toContain("Type your message...");
  });
});
