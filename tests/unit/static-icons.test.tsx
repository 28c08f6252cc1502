import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as iconModule from "@/components/ui/icons";
import { spriteOf } from "../../scripts/make-static-icons";

// The server-only icons must draw exactly what lucide-react's components draw: the same <svg>
// element, and the same shapes through the sprite.
const cases: Record<string, object> = {
  "no props": {},
  "a class": { className: "size-4 text-primary" },
  "aria-hidden": { "aria-hidden": true, className: "size-5" },
  // The common props are served from a per-icon cache (static-icon.tsx): other keys, other values.
  "aria-hidden, another class": { "aria-hidden": true, className: "size-4 text-primary" },
  "aria-hidden false": { "aria-hidden": false, className: "size-5" },
  "aria-hidden as text": { "aria-hidden": "true", className: "size-5" },
  "a label": { "aria-label": "Rating", role: "img" },
  "size and stroke": { size: 18, strokeWidth: 1.5, width: 14, height: 14 },
  "style and fill": { className: "fill-star text-star", width: 14, height: 14, style: { opacity: 0.5 } },
};

const { ICON_SPRITE, ...icons } = iconModule;
const sprite = readFileSync(path.join(process.cwd(), "public/icons.svg"), "utf8");
const openingTag = (markup: string) => markup.slice(0, markup.indexOf(">") + 1);
const selfClosing = (markup: string) => markup.replace(/<(\w+)([^>]*)><\/\1>/g, "<$1$2/>");

describe("static icons", () => {
  for (const [name, Static] of Object.entries(icons)) {
    it(`${name} renders as lucide-react's ${name}`, () => {
      const Lucide = (lucide as unknown as Record<string, React.ComponentType<object>>)[name];
      expect(Lucide, `lucide-react exports ${name}`).toBeDefined();
      // Twice over: the second round is served from the cache the first filled.
      for (const props of [...Object.values(cases), ...Object.values(cases)]) {
        const ours = renderToStaticMarkup(<Static {...props} />);
        const theirs = renderToStaticMarkup(<Lucide {...props} />);
        expect(openingTag(ours)).toBe(openingTag(theirs));
        const href = /<use href="([^"]+)"/.exec(ours)?.[1];
        expect(href?.startsWith(`${ICON_SPRITE}#`)).toBe(true);
        const id = href!.split("#")[1]!;
        const inner = selfClosing(theirs.slice(openingTag(theirs).length, -"</svg>".length));
        expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`);
      }
    });
  }

  it("the sprite and its content hash are what the script writes", async () => {
    const ids = Object.values(icons).map((C) => /<use href="[^#]+#([^"]+)"/.exec(renderToStaticMarkup(<C />))![1]!);
    const data = await Promise.all(
      ids.map(async (id) => ({
        name: id,
        node: ((await import(`lucide-react/icons/${id}`)) as { __iconData: { node: [string, Record<string, string | number>][] } })
          .__iconData.node,
      })),
    );
    expect(sprite).toBe(spriteOf(data));
    expect(ICON_SPRITE).toBe(`/icons.svg?v=${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}`);
  });
});
