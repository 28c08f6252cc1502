import "server-only";
import { config } from "@/lib/config";

/** The public base URL for canonical links, sitemaps and e-mails: APP_URL (lib/config.ts), no trailing slash. */
export function siteUrl(): string {
  return config().APP_URL;
}
