import { CalendarCheck, CreditCard, Search } from "@/components/ui/icons";

const STEPS = [
  { icon: Search, title: "Browse & Search", text: "Search by location, species and dates, and compare hunts from vetted outfitters." },
  { icon: CreditCard, title: "Book & Pay", text: "Message the outfitter with your questions, then book your spot and pay securely." },
  { icon: CalendarCheck, title: "Hunt & Enjoy", text: "Meet your guide, enjoy the hunt, and share a review to help other hunters." },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-20 bg-sand py-16 text-sand-foreground sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="how-heading" className="text-center text-3xl">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl bg-card p-6 text-card-foreground shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <s.icon aria-hidden className="size-6 text-primary" />
              </div>
              <h3 className="mt-4 text-xl">{s.title}</h3>
              <p className="mt-2 text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
