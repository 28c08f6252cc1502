import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/site-url";

// Read at request time so the sitemap address follows APP_URL of the running server.
export const dynamic = "force-dynamic";

/** Public pages are crawlable; signed-in areas, the API and internal test pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [
          "/api/",
          "/booking/",
          "/messages",
          "/profile",
          "/admin",
          "/admin-dashboard",
          "/hunter-dashboard",
          "/outfitter-dashboard",
          "/questionnaire-reports",
          "/reset-password",
          "/email-test",
          "/email-debug",
          "/admin-message-test",
          "/messaging-demo",
          "/messaging-test",
          "/hunt/*/bookings",
          "/*?*login=",
        ],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
