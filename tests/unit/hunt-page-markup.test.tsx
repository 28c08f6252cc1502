import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { HuntActions } from "@/components/hunts/hunt-actions";
import { HuntGallery } from "@/components/hunts/hunt-gallery";
import { DATES_ON_REQUEST_HINT } from "@/lib/departures/state";

// The hunt page's parts as the server renders them (the session is not known there: signed-out variants).
describe("hunt gallery markup", () => {
  it("shows 'Image Not Available' without photos or video", () => {
    const html = renderToStaticMarkup(<HuntGallery title="Elk" images={["", "javascript:alert(1)"]} video={null} />);
    expect(html).toContain("Image Not Available");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Show photo");
  });

  it("renders the first photo large with the fallback under it, and a thumbnail per photo and for the video", () => {
    const html = renderToStaticMarkup(
      <HuntGallery title="Elk" images={["/demo/elk.svg", "/demo/elk-2.svg"]} video="/uploads/u1/clip.mp4" />,
    );
    expect(html).toMatch(/<img[^>]+alt="Elk — photo 1"[^>]+src="\/demo\/elk.svg"/);
    expect(html.indexOf("Image Not Available")).toBeLessThan(html.indexOf('alt="Elk — photo 1"'));
    expect(html).not.toContain('alt="Elk — photo 2"');
    expect(html).toContain('aria-label="Show photo 1" aria-current="true"');
    expect(html).toContain('aria-label="Show photo 2" aria-current="false"');
    expect(html).toContain('aria-label="Show video" aria-current="false"');
    expect(html).not.toContain("<video");
  });

  it("gives the optimizer's srcset to photos it can resize, and fetches only the first at once, at high priority", () => {
    const html = renderToStaticMarkup(<HuntGallery title="Elk" images={["/api/uploads/u1/a.jpg", "/api/uploads/u1/b.jpg"]} video={null} />);
    expect(html).toMatch(/<img[^>]+srcSet="\/_next\/image\?url=%2Fapi%2Fuploads%2Fu1%2Fa.jpg&amp;w=\d+&amp;q=75 \d+w/);
    const main = /<img[^>]+alt="Elk — photo 1"[^>]*>/.exec(html)![0];
    expect(main).not.toContain('loading="lazy"');
    // Not a preload hint: a page prefetching this one would fetch the photo at this page's width.
    expect(main).toMatch(/fetchpriority="high"/i);
    expect([...html.matchAll(/<img[^>]*>/g)].filter((m) => /fetchpriority="high"/i.test(m[0]))).toHaveLength(1);
    expect(html).toMatch(/<img alt=""[^>]+loading="lazy"/);
  });

  it("gives a thumbnail of one width its 1x and 2x sizes only, sized by its frame", () => {
    const html = renderToStaticMarkup(<HuntGallery title="Elk" images={["/api/uploads/u1/a.jpg", "/api/uploads/u1/b.jpg"]} video={null} />);
    const thumbs = [...html.matchAll(/<img alt=""[^>]*>/g)].map((m) => m[0]);
    expect(thumbs).toHaveLength(2);
    for (const img of thumbs) {
      expect(img).toMatch(/srcSet="\/_next\/image\?url=[^"&]+&amp;w=96&amp;q=75 1x, \/_next\/image\?url=[^"&]+&amp;w=256&amp;q=75 2x"/);
      expect(img).not.toMatch(/ (sizes|width|height|style)=/);
      expect(img).toContain("absolute inset-0 size-full");
    }
    // The large frame keeps its widths for its sizes.
    const main = /<img[^>]+alt="Elk — photo 1"[^>]*>/.exec(html)![0];
    expect(main).toContain('sizes="(min-width: 1280px) 840px');
    expect(main.match(/ \d+w[,"]/g)!.length).toBeGreaterThan(4);
  });

  it("a single photo has no thumbnails and no photo number", () => {
    const html = renderToStaticMarkup(<HuntGallery title="Elk" images={["/demo/elk.svg"]} video={null} />);
    expect(html).toMatch(/<img[^>]+alt="Elk"/);
    expect(html).not.toContain("Show photo");
  });
});

describe("hunt actions markup", () => {
  it("signed out: Book and Message go to sign-in and then on to the booking form or the conversation; Gear List and Back to Hunts", () => {
    const html = renderToStaticMarkup(<HuntActions huntId={7} outfitterId={3} state="open" />);
    expect(html).toMatch(/<a[^>]+href="\/\?login=true&amp;next=%2Fbooking%2F7"[^>]*>.*Book This Hunt<\/a>/);
    expect(html).toMatch(
      /<a[^>]+href="\/\?login=true&amp;next=%2Fmessages%3Frecipient%3D3%26autoOpen%3Dtrue%26hunt%3D7"[^>]*>.*Message Outfitter<\/a>/,
    );
    expect(html).toMatch(
      /<a[^>]+href="\/\?login=true&amp;next=%2Fmessages%3Frecipient%3D3%26autoOpen%3Dtrue%26booking%3Dtrue%26hunt%3D7"[^>]*>.*Ask About Booking<\/a>/,
    );
    expect(html).toMatch(/<a[^>]+href="\/gear-list\/3"[^>]*>.*Gear List<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>.*Back to Hunts<\/a>/);
    // Styled as its button (the classes reach the link through asChild), not a bare link.
    expect(html).toMatch(
      /<a[^>]+data-slot="button"[^>]+href="\/"[^>]*>(?:(?!<\/a>).)*Back to Hunts<\/a>|<a[^>]+href="\/"[^>]+data-slot="button"[^>]*>(?:(?!<\/a>).)*Back to Hunts<\/a>/,
    );
    expect(html).not.toContain("Only hunters can book hunts");
  });

  it("a fully booked hunt has a disabled Fully Booked button instead of Book", () => {
    const html = renderToStaticMarkup(<HuntActions huntId={7} outfitterId={3} state="full" />);
    expect(html).toMatch(/<button[^>]+disabled=""[^>]*>Fully Booked<\/button>/);
    expect(html).not.toContain("Book This Hunt");
  });

  it("a hunt whose season has ended says so on a disabled button; messaging stays", () => {
    const html = renderToStaticMarkup(<HuntActions huntId={7} outfitterId={3} state="ended" />);
    expect(html).toMatch(/<button[^>]+disabled=""[^>]*>This season has ended<\/button>/);
    expect(html).not.toContain("Book This Hunt");
    expect(html).toContain("Message Outfitter");
  });

  it("a hunt with dates on request is booked by message: no Book button", () => {
    const html = renderToStaticMarkup(<HuntActions huntId={7} outfitterId={3} state="on-request" />);
    expect(html).toContain(DATES_ON_REQUEST_HINT);
    expect(html).not.toContain("Book This Hunt");
    expect(html).toContain("Ask About Booking");
  });
});
