import type { Metadata } from "next";
import { UnsubscribeForm } from "@/components/saved-searches/unsubscribe-form";
import { savedSearchForToken } from "@/lib/saved-searches/service";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

/**
 * /saved-searches/unsubscribe?token= — the link in every saved-search alert, signed out: one click
 * on the button stops that search's e-mails (a mail scanner that follows the link changes nothing).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  const search = value ? await savedSearchForToken(value) : null;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <h1 className="text-3xl">Unsubscribe</h1>
      {search ? (
        <UnsubscribeForm token={value} name={search.name} alreadyOff={!search.alertsOn} />
      ) : (
        <p className="mt-4 text-muted-foreground">This unsubscribe link is not valid. You can manage your alerts in your dashboard.</p>
      )}
    </section>
  );
}
