// GET /api/tags/reminders/stop?booking=…&sig=… — the one-click stop link of a booking's deadline reminders (signed, no sign-in needed).
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { stopDeadlineReminders } from "@/lib/tags/deadline-reminders";
import { validStopSignature } from "@/lib/tags/stop-link";

const query = z.object({
  booking: z.coerce
    .number({ error: "booking is required" })
    .int("booking is invalid")
    .positive("booking is invalid")
    .max(2_147_483_647, "booking is invalid"),
  sig: z.string({ error: "sig is required" }).min(1, "sig is required").max(200, "sig is invalid"),
});

export const GET = route({ query }, async ({ query: q }) => {
  if (!validStopSignature(q.booking, q.sig)) throw notFound("Reminder not found");
  await stopDeadlineReminders(q.booking);
  return new NextResponse("Deadline reminders stopped. You can still see your deadlines on your dashboard.", {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
});
