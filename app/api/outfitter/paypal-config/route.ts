// GET /api/outfitter/paypal-config — what the commission dialog needs to load PayPal's JS SDK: { mode, clientId, environment | sdkBaseUrl }.
import { route } from "@/lib/http/route";
import { paypalClientConfig } from "@/lib/money/providers/paypal-provider";

export const GET = route({ auth: "outfitter" }, async () => paypalClientConfig());
