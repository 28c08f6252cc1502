import type { Metadata } from "next";
import Link from "next/link";
import { Clock, LifeBuoy, Mail, MapPin } from "@/components/ui/icons";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/static/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CONTACT_REPLY_HOURS } from "@/lib/platform-constants";
import { BUSINESS_HOURS, SUPPORT_ADDRESS, SUPPORT_EMAIL } from "@/lib/site";

export const metadata: Metadata = {
  title: "Contact Us",
  description: "Questions about a hunt, a booking or listing your outfit? Send the Ridgeline team a message; we reply within 24 hours.",
  alternates: { canonical: "/contact-us" },
};

export default function ContactUsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact Us"
        title="Talk to the Ridgeline team"
        lead={`Questions about a hunt, a booking or listing your outfit? Send us a message and we'll get back to you within ${CONTACT_REPLY_HOURS} hours.`}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12 lg:py-16">
        <Card className="gap-6 lg:self-start">
          <CardHeader>
            <CardTitle className="text-2xl">Send us a message</CardTitle>
            <CardDescription>We read every message and reply within {CONTACT_REPLY_HOURS} hours.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <aside aria-label="Other ways to reach us" className="grid content-start gap-4">
          <InfoCard icon={Mail} title="Email">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title="Mailing address">
            <address className="not-italic">
              {SUPPORT_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </InfoCard>
          <InfoCard icon={Clock} title="Business hours">
            <p>
              {BUSINESS_HOURS.split(", ").map((part) => (
                <span key={part} className="block">
                  {part}
                </span>
              ))}
            </p>
            <p className="mt-2 text-muted-foreground">We reply to every message within {CONTACT_REPLY_HOURS} hours.</p>
          </InfoCard>
          <InfoCard icon={LifeBuoy} title="Looking for a quick answer?">
            <p>
              Our{" "}
              <Link href="/help-center" className="font-medium text-primary underline underline-offset-4">
                Help Center
              </Link>{" "}
              covers booking, payments, messaging and outfitter accounts.
            </p>
          </InfoCard>
        </aside>
      </div>
    </>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex gap-4 px-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 text-sm leading-6">
          <h2 className="text-base">{title}</h2>
          <div className="mt-1 break-words">{children}</div>
        </div>
      </CardContent>
    </Card>
  );
}
