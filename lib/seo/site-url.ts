import "server-only";
import { config } from "@/lib/config";

export function siteUrl(): string {
  return config().APP_URL;
}
