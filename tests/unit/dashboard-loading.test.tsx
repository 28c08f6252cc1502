import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import AdminLoading from "@/app/(admin)/admin-dashboard/loading";
import BookingLoading from "@/app/(hunter)/booking/[huntId]/loading";
import HunterLoading from "@/app/(hunter)/hunter-dashboard/loading";
// The page wraps it in its async area gate (issue 52); what the browser shows while it asks is the dashboard's own.
import { OutfitterDashboard } from "@/components/outfitter/outfitter-dashboard";

/** The dashboards wait on the session (server) and the current user (browser) behind their own frame, not a spinner. */
describe("dashboard loading states", () => {
  it("the segments that wait on the server render the dashboard frame, announced as loading", () => {
    for (const [html, label] of [
      [renderToStaticMarkup(<AdminLoading />), "Loading the admin dashboard"],
      [renderToStaticMarkup(<HunterLoading />), "Loading your dashboard"],
    ] as const) {
      expect(html).toContain('role="status"');
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain(label);
      // the frame the dashboard itself uses (same width and padding), with blocks where its cards go
      expect(html).toContain("mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6");
      expect(html.match(/data-slot="skeleton"/g)!.length).toBeGreaterThanOrEqual(6);
    }
  });

  it("the outfitter dashboard shows the same frame while the browser asks who is signed in", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <OutfitterDashboard />
      </QueryClientProvider>,
    );
    expect(html).toContain("Loading your dashboard");
    expect(html).toContain('data-slot="skeleton"');
    expect(html).not.toContain("animate-spin");
  });

  it("the booking page waits behind its own frame (gallery, title, booking card), not a spinner", () => {
    for (const [html, frame] of [[renderToStaticMarkup(<BookingLoading />), "lg:grid-cols-[minmax(0,1fr)_380px]"]] as const) {
      expect(html).toContain('role="status"');
      expect(html).toContain('aria-busy="true"');
      expect(html).toContain("Loading hunt details");
      expect(html).toContain("mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12");
      expect(html).toContain(frame);
      expect(html).not.toContain("animate-spin");
    }
  });
});
