import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, Compass, Handshake, Leaf, ShieldCheck } from "@/components/ui/icons";
import { PageHeader } from "@/components/static/page-header";
import { Prose } from "@/components/static/prose";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { COMMISSION_RATE, CONTACT_REPLY_HOURS, OUTFITTER_APPROVAL_TIME, OUTFITTER_SHARE } from "@/lib/platform-constants";

export const metadata: Metadata = {
  title: "About Us",
  description:
    "Ridgeline connects hunters with vetted, top-tier outfitters at fair prices. Our story, how we vet outfitters, and the ethics we hunt by.",
  alternates: { canonical: "/about" },
};

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Vetted outfitters",
    text: "Every outfitter is reviewed by our team before a single hunt is listed, and stays accountable to hunters' reviews afterwards.",
  },
  {
    icon: Handshake,
    title: "Fair prices",
    text: `Hunters pay the outfitter's price and no booking fee. Outfitters keep ${OUTFITTER_SHARE} and pay a flat, published ${COMMISSION_RATE} commission.`,
  },
  {
    icon: Leaf,
    title: "Fair chase & conservation",
    text: "We list licensed, legal, fair-chase hunts from outfitters who manage their ground for the long term.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About Ridgeline"
        title="Built by hunters, for the hunt of a lifetime"
        lead="Ridgeline is a marketplace that connects hunters with vetted, top-tier outfitters at fair prices, from the Alaska Range to the Karoo."
      />

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-16">
          <Prose>
            <h2>Our story</h2>
            <p>
              Ridgeline started around a wood stove in Anchorage, Alaska. Between us we had guided sheep hunts in the Chugach, packed moose
              out of the Interior and saved for years for a plains-game safari, and we kept hearing the same story from friends: a
              once-in-a-lifetime hunt booked from a glossy website, a deposit sent to a stranger, and an outfitter who turned out to be
              nothing like the pictures.
            </p>
            <p>
              Good outfitters had the opposite problem. The best guides we knew spent their winters answering e-mails from hunters who were
              shopping on price alone, and lost bookings to operations that promised more than any honest guide could deliver. We built
              Ridgeline to put the two together on honest terms.
            </p>

            <h2>Our mission</h2>
            <p>
              Our mission is simple: make it easy for hunters to find an outfitter they can trust, and make it worthwhile for great
              outfitters to be found. That means real listings with clear prices, dates and group sizes; direct conversations with the
              people who will actually guide you; and reviews written by hunters who were there.
            </p>
            <p>
              We keep the economics fair, too. Hunters pay the outfitter&apos;s listed price with no booking fee on top. Outfitters pay
              Ridgeline a flat {COMMISSION_RATE} service fee on the bookings we bring them, and nothing to list their hunts.
            </p>

            <h2>How we vet outfitters</h2>
            <p>
              Anyone can apply to list hunts on Ridgeline, but nobody lists a hunt until our team has reviewed them. When an outfitter
              applies we look at:
            </p>
            <ul>
              <li>their business, website and contact details, and how long they have been guiding;</li>
              <li>the licences, permits and insurance their state, province or country requires;</li>
              <li>what past clients say about them, on Ridgeline and elsewhere.</li>
            </ul>
            <p>
              Most applications are decided within {OUTFITTER_APPROVAL_TIME}. Vetting does not stop at approval: every review is read by our
              team before it is published, outfitters report their Ridgeline bookings every month, and we pause accounts that stop meeting
              our standards. The outfitters with a long record of outstanding hunts and honest dealing earn our Top-Tier badge.
            </p>

            <h2>Ethics and conservation</h2>
            <p>
              We believe hunting done right is one of the most powerful forces for conservation there is. Licence fees, tag draws and the
              income guided hunts bring to remote communities pay for habitat, wildlife research and anti-poaching work across the world.
            </p>
            <p>
              So we only list legal, fair-chase hunts. We expect every outfitter on Ridgeline to follow the game laws where they operate, to
              respect quotas and seasons, to put a clean, ethical shot ahead of a trophy, and to leave the land better than they found it.
              Canned hunts have no place here.
            </p>

            <h2>The team in Alaska</h2>
            <p>
              Ridgeline is a small team based in Anchorage. We are hunters, former guides and engineers, and we answer our own support
              messages, seven days a week. If you are planning your first guided hunt or your fortieth, we would love to hear from you.
            </p>
          </Prose>

          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="gap-3 py-5">
                <CardContent className="flex gap-4 px-5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-base">{title}</h3>
                    <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
                  </div>
                </CardContent>
              </Card>
            ))}
            <Card className="gap-3 bg-sand py-5 text-sand-foreground">
              <CardContent className="flex gap-4 px-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Compass aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="text-base">Questions?</h3>
                  <p className="mt-1 text-sm leading-6">
                    Read the{" "}
                    <Link href="/help-center" className="font-medium underline underline-offset-4">
                      Help Center
                    </Link>{" "}
                    or{" "}
                    <Link href="/contact-us" className="font-medium underline underline-offset-4">
                      contact us
                    </Link>
                    . We reply within {CONTACT_REPLY_HOURS} hours.
                  </p>
                </div>
              </CardContent>
            </Card>
          </aside>
        </div>

        <div className="mt-14 border-t pt-8">
          <Button asChild size="lg">
            <Link href="/">
              <ArrowLeft aria-hidden />
              Back to Home
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}
