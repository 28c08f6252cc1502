// POST /api/auth/login — e-mail and password for API clients; answers { token, user } and
// remembers the device (a cookie API clients may keep) for the sign-in limits.
import { NextResponse } from "next/server";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { deviceCookieAfterSignIn, deviceEntries } from "@/lib/auth/device-cookie";
import { loginSchema } from "@/lib/auth/schema";
import { authenticate } from "@/lib/auth/service";
import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";

export const POST = route({ body: loginSchema }, async ({ req, body }) => {
  const devices = deviceEntries(req.headers.get("cookie"));
  const user = await authenticate(body, clientIp(req.headers), devices);
  const res = NextResponse.json({ token: await issueApiToken(user.id), user });
  const device = deviceCookieAfterSignIn(devices, user.email);
  res.cookies.set(device.name, device.value, device.options);
  return res;
});
