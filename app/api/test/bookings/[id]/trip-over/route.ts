// POST /api/test/bookings/{id}/trip-over — puts a booking's trip in the past; only when E2E_TEST_HOOKS=1 (browser tests).
import { config } from "@/lib/config";
import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { moveBookingToEndedTrip } from "@/lib/bookings/test-trip-over";

// Inside the door, after its cross-site check: a disabled hook answers 404 like an unknown path, as a write.
export const POST = route({}, async ({ params }) => {
  if (config().E2E_TEST_HOOKS !== "1") throw notFound("Not found");
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound("Booking not found");
  return moveBookingToEndedTrip(id);
});
