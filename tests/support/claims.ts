import { db } from "@/db";
import { bookingClaims } from "@/db/schema";

/** A pending booking claim from a hunter to an outfitter. */
export async function insertClaim(v: {
  hunterId: number;
  outfitterId: number;
  huntId?: number | null;
  huntPriceCents?: number;
  huntDescription?: string;
}) {
  const [row] = await db
    .insert(bookingClaims)
    .values({
      huntPriceCents: 450000,
      huntDescription: "Guided elk hunt, September",
      notes: "Booked by phone",
      bookingDate: "2027-09-10",
      ...v,
    })
    .returning();
  return row!;
}
