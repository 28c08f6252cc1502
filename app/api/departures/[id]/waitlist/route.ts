// GET, POST and DELETE /api/departures/{id}/waitlist — the hunter's place on a full departure's waitlist, joining it
// (a departure with room answers "Book it now"; joining twice answers the same entry), and leaving it.
import { idParam, route } from "@/lib/http/route";
import { DEPARTURE_NOT_FOUND, WAITLIST_HUNTERS_ONLY, joinWaitlistSchema } from "@/lib/waitlists/schema";
import { joinWaitlist, leaveWaitlist, waitlistPlace } from "@/lib/waitlists/service";

const hunterOnly = { auth: "hunter", roleMessage: WAITLIST_HUNTERS_ONLY } as const;

export const GET = route(hunterOnly, ({ user, params }) => waitlistPlace(user, idParam(params.id, DEPARTURE_NOT_FOUND)));

export const POST = route({ ...hunterOnly, body: joinWaitlistSchema }, ({ user, params, body }) =>
  joinWaitlist(user, idParam(params.id, DEPARTURE_NOT_FOUND), body),
);

export const DELETE = route(hunterOnly, ({ user, params }) => leaveWaitlist(user, idParam(params.id, DEPARTURE_NOT_FOUND)));
