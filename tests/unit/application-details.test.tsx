import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ApplicationDetails } from "@/components/admin/application-details";
import type { QueuedCredential } from "@/lib/credentials/verification";
import type { AdminUser } from "@/lib/users/management";

const applicant = (o: Partial<AdminUser> = {}) =>
  ({
    id: 41,
    email: "office@yukontrophy.example",
    firstName: "Yukon Trophy",
    lastName: "Adventures",
    phone: "+18675550134",
    phoneUnparsed: false,
    websiteUrl: "https://www.yukontrophy.example",
    bio: "Dall sheep and moose in the Mackenzie Mountains.",
    inBusinessSince: 2019,
    role: "outfitter",
    isActive: true,
    isApproved: false,
    createdAt: "2026-11-28T10:00:00.000Z",
    ...o,
  }) as AdminUser;

const licence = (outfitterId: number, number: string) =>
  ({
    id: Number(number),
    kind: "licence",
    region: "Yukon",
    licenceType: "outfitter",
    number,
    expiresOn: "2027-03-31",
    status: "pending",
    outfitterId,
    outfitterName: "x",
    outfitterEmail: "x@example.com",
  }) as QueuedCredential;

// A text node's whitespace as the browser reads it.
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the approval card shows what the outfitter submitted (issue 53 item 18)", () => {
  it("its contact details, years in business, bio and the credentials it sent, not another outfitter's", () => {
    const html = text(
      renderToStaticMarkup(<ApplicationDetails user={applicant()} credentials={[licence(41, "7731"), licence(99, "5555")]} />),
    );
    expect(html).toContain("office@yukontrophy.example");
    expect(html).toContain("(867) 555-0134");
    expect(html).toContain("www.yukontrophy.example");
    expect(html).toMatch(/In business since 2019 \(\d+ years?\)/);
    expect(html).toContain("Dall sheep and moose in the Mackenzie Mountains.");
    expect(html).toContain("Yukon outfitter licence #7731");
    expect(html).toContain("awaiting verification");
    expect(html).not.toContain("#5555");
  });

  it("says what is missing rather than leaving blanks", () => {
    const html = text(
      renderToStaticMarkup(
        <ApplicationDetails user={applicant({ phone: null, websiteUrl: null, bio: null, inBusinessSince: null })} credentials={[]} />,
      ),
    );
    expect(html).toContain("Phone Not given");
    expect(html).toContain("Website Not given");
    expect(html).toContain("In business Not given");
    expect(html).toContain("Credentials None submitted");
    expect(html).toContain("Bio Not written yet");
  });
});
