import Link from "next/link";
import { CopyrightYear } from "./copyright-year";

const LINKS = [
  { href: "/contact-us", label: "Contact Us" },
  { href: "/help-center", label: "Help Center" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/privacy-policy", label: "Privacy Policy" },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-display text-lg font-bold tracking-wide">Ridgeline</p>
          <p className="text-sm opacity-80">Premium guided hunts from vetted outfitters.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {LINKS.map((l) => (
            <Link key={l.href} href={l.href} className="underline-offset-4 hover:underline">
              {l.label}
            </Link>
          ))}
        </nav>
        <p className="text-sm opacity-80">
          © <CopyrightYear /> Ridgeline. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
