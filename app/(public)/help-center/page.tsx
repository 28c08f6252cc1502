import type { Metadata } from "next";
import Link from "next/link";
import { Mail } from "@/components/ui/icons";
import { ContactSupportButton } from "@/components/help-center/contact-support-button";
import { HelpCenterBrowser } from "@/components/help-center/help-center-browser";
import { PageHeader } from "@/components/static/page-header";
import { Button } from "@/components/ui/button";
import { CONTACT_REPLY_HOURS } from "@/lib/platform-constants";

export const metadata: Metadata = {
  title: "Help Center",
  description: "Answers about booking hunts, payments and fees, messaging, your account and listing as an outfitter on Ridgeline.",
  alternates: { canonical: "/help-center" },
};

export default function HelpCenterPage() {
  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="How can we help?"
        lead="Search our guides on booking, payments, messaging and outfitter accounts, or talk to our team."
      />
      <HelpCenterBrowser />
      <section aria-labelledby="still-need-help" className="border-t bg-sand text-sand-foreground">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="still-need-help" className="text-2xl">
              Still need help?
            </h2>
            <p className="mt-2 max-w-xl">
              Message our support team directly, or send us a note through the contact form. We reply within {CONTACT_REPLY_HOURS} hours.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ContactSupportButton />
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link href="/contact-us">
                <Mail aria-hidden />
                Contact Us form
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
