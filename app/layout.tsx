import type { Metadata, Viewport } from "next";
import { Providers } from "@/components/providers";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SESSION_HINT_SCRIPT } from "@/lib/auth/session-hint";
import { siteUrl } from "@/lib/seo/site-url";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "Ridgeline — Premium Guided Hunting Experiences", template: "%s | Ridgeline" },
  description:
    "Find, compare and book guided hunts from vetted top-tier outfitters across North America, Africa, Europe and Asia at fair prices.",
  applicationName: "Ridgeline",
  openGraph: { siteName: "Ridgeline", type: "website" },
};

export const viewport: Viewport = { themeColor: "#1f4d36", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        {/* Before the header is parsed: marks a probably signed-in reader (lib/auth/session-hint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
        <Providers>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
