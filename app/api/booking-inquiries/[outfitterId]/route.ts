// GET /api/booking-inquiries/{outfitterId} — the hunter's inquiry with that outfitter, or null.
import { NextResponse } from "next/server";
import { idParam, route } from "@/lib/http/route";
import { OUTFITTER_NOT_FOUND } from "@/lib/hunters/guard";
import { getInquiry, INQUIRIES_HUNTERS_ONLY } from "@/lib/inquiries/service";

export const GET = route({ auth: "hunter", roleMessage: INQUIRIES_HUNTERS_ONLY }, async ({ user, params }) =>
  // A plain `null` body (the spec's "single inquiry or null").
  NextResponse.json(await getInquiry(user, idParam(params.outfitterId, OUTFITTER_NOT_FOUND))),
);
