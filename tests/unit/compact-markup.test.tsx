import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import nextConfig from "@/next.config";
import { Badge } from "@/components/ui/badge";
import { PHOTO_MAX_SIDE } from "@/lib/storage/process-image";

// Markup a page of hunt cards repeats on every card travels twice (HTML and RSC payload), so its
// long parts are kept short: the badge's base styles are one component class, and the srcset
// offers no width above what a stored photo can have.
describe("compact repeated markup", () => {
  it("a badge carries the .badge component class, not its ~370 characters of utilities, and globals.css defines it", () => {
    const html = renderToStaticMarkup(<Badge variant="secondary">Elk</Badge>);
    const classes = /class="([^"]*)"/.exec(html)![1]!.split(" ");
    expect(classes[0]).toBe("badge");
    expect(classes).toContain("bg-secondary");
    expect(classes).not.toContain("inline-flex");
    expect(html.length).toBeLessThan(200);
    const css = readFileSync("app/globals.css", "utf8");
    const layer = css.slice(css.indexOf("@layer components"));
    // In the components layer, so a utility a caller passes (className) still wins over it.
    expect(layer).toMatch(/\.badge \{\s*@apply inline-flex [^;]*rounded-md border px-2 py-0\.5 text-xs font-medium/);
  });

  it("a badge's className still overrides its base styles", () => {
    const html = renderToStaticMarkup(<Badge className="text-sm">Elk</Badge>);
    expect(html).toContain("text-sm");
  });

  it("photo srcsets stop at the largest stored photo (PHOTO_MAX_SIDE)", () => {
    const widths = nextConfig.images?.deviceSizes ?? [];
    expect(widths.length).toBeGreaterThan(3);
    expect(Math.max(...widths)).toBe(PHOTO_MAX_SIDE);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  });
});
