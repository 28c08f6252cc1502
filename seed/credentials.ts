import { addDays, todayIso } from "@/lib/departures/dates";
import { createCredential } from "./credential-factories";
import { daysAgo, pick, type SeedContext } from "./context";

/** Demo credentials: verified licences and insurance for some outfitters, one licence waiting in the admin's queue. */
const VERIFIED = [
  { key: "kodiak", region: "Alaska", number: "AK-8841", insurer: "Northern Marine Mutual" },
  { key: "muskwa", region: "British Columbia", number: "BC-20317", insurer: "Cascadia Outdoor Insurance" },
  { key: "prairie-fire", region: "Kansas", number: "KS-5520", insurer: null },
  { key: "hill-country", region: "Texas", number: "TX-77012", insurer: "Lone Star Liability" },
] as const;

export async function seedCredentials(ctx: SeedContext) {
  const today = todayIso(ctx.now);
  const verifiedAt = daysAgo(ctx, 40);
  for (const v of VERIFIED) {
    const o = pick(ctx.outfitterByKey, v.key);
    await createCredential(
      {
        outfitterId: o.id,
        region: v.region,
        number: v.number,
        expiresOn: addDays(today, 300),
        status: "approved",
        verifiedAt,
        reviewedAt: verifiedAt,
        reviewedBy: ctx.admin.id,
      },
      ctx.tx,
    );
    if (v.insurer) {
      await createCredential(
        {
          outfitterId: o.id,
          kind: "insurance",
          region: null,
          licenceType: null,
          number: null,
          insurer: v.insurer,
          coverageCents: 200_000_000,
          expiresOn: addDays(today, 200),
          status: "approved",
          verifiedAt,
          reviewedAt: verifiedAt,
          reviewedBy: ctx.admin.id,
        },
        ctx.tx,
      );
    }
  }
  // The demo outfitter: a verified membership and a licence the admin has yet to check.
  const demo = pick(ctx.outfitterByKey, "bitterroot");
  await createCredential(
    {
      outfitterId: demo.id,
      kind: "membership",
      region: null,
      licenceType: null,
      number: "MOGA-1142",
      association: "Montana Outfitters & Guides Association",
      expiresOn: null,
      documentId: null,
      status: "approved",
      verifiedAt,
    },
    ctx.tx,
  );
  await createCredential({ outfitterId: demo.id, region: "Montana", number: "12345", expiresOn: addDays(today, 25) }, ctx.tx);
}
