// GET /api/bookings/{id}/agreement/pdf — the signed trip agreement as a PDF: every signature for the lead and the outfitter, a
// member's own for a member; 404 for anyone else.
import { idParam, route } from "@/lib/http/route";
import { signaturesForPdf } from "@/lib/agreements/service";
import { signedAgreementPdf } from "@/lib/agreements/pdf";

export const GET = route({ auth: ["hunter", "outfitter"] }, async ({ user, params }) => {
  const id = idParam(params.id, "Booking not found");
  const pdf = await signedAgreementPdf(await signaturesForPdf(user, id));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="trip-agreement-booking-${id}.pdf"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
