"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { recordId } from "@/lib/http/record-id";
import { DEPARTURE_NOT_FOUND, WAITLIST_HUNTERS_ONLY, joinWaitlistSchema } from "./schema";
import { joinWaitlist, leaveWaitlist } from "./service";

/** "Join the waitlist" on a full departure (twin of POST /api/departures/{id}/waitlist). */
export const joinWaitlistAction = action(
  {
    name: "waitlists.join",
    auth: "hunter",
    roleMessage: WAITLIST_HUNTERS_ONLY,
    schema: joinWaitlistSchema.extend({ departureId: recordId(DEPARTURE_NOT_FOUND) }),
  },
  ({ user, input }) => joinWaitlist(user, input.departureId, { partySize: input.partySize }),
);

/** "Leave the waitlist" (twin of DELETE /api/departures/{id}/waitlist). */
export const leaveWaitlistAction = action(
  {
    name: "waitlists.leave",
    auth: "hunter",
    roleMessage: WAITLIST_HUNTERS_ONLY,
    schema: z.object({ departureId: recordId(DEPARTURE_NOT_FOUND) }),
  },
  ({ user, input }) => leaveWaitlist(user, input.departureId),
);
