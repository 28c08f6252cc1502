import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as iconModule from "@/components/ui/icons";
import { STYLESHEET_ICON_DEFAULTS } from "@/components/ui/static-icon";
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

/** The usual call (a class, aria-hidden, nothing else) leaves lucide's stroke defaults to the stylesheet. */
const stylesheetStyled = (props: object) => Object.keys(props).every((k) => k === "className" || k === "aria-hidden");
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** lucide's opening tag without the attributes the stylesheet supplies (and xmlns, which HTML does not need). */
const withoutStylesheetDefaults = (tag: string) =>
  Object.entries(STYLESHEET_ICON_DEFAULTS).reduce(
    (t, [name, value]) => t.replace(` ${kebab(name)}="${value}"`, ""),
    tag.replace(' xmlns="http://www.w3.org/2000/svg"', ""),
  );

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
        expect(openingTag(ours)).toBe(stylesheetStyled(props) ? withoutStylesheetDefaults(openingTag(theirs)) : openingTag(theirs));
        const href = /<use href="([^"]+)"/.exec(ours)?.[1];
        expect(href?.startsWith(`${ICON_SPRITE}#`)).toBe(true);
        const id = href!.split("#")[1]!;
        const inner = selfClosing(theirs.slice(openingTag(theirs).length, -"</svg>".length));
        expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`);
      }
    });
  }

  it("the stylesheet gives a compact icon lucide's own stroke defaults, under any utility class", () => {
    const theirs = openingTag(renderToStaticMarkup(<lucide.MapPin aria-hidden className="size-4" />));
    const ours = openingTag(renderToStaticMarkup(<iconModule.MapPin aria-hidden className="size-4" />));
    expect(ours).not.toMatch(/ (fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|xmlns)=/);
    expect(ours.length).toBeLessThan(theirs.length - 120);
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const base = css.slice(css.indexOf("@layer base"), css.indexOf("@layer components"));
    const rule = /:where\(svg\.lucide:not\(\[stroke\]\)\) \{([^}]*)\}/.exec(base)?.[1];
    expect(rule, "the rule is in the base layer").toBeDefined();
    const declared = Object.fromEntries(
      rule!
        .split(";")
        .map((d) => d.split(":").map((x) => x.trim()))
        .filter(([k]) => k),
    );
    for (const [name, value] of Object.entries(STYLESHEET_ICON_DEFAULTS)) {
      expect(theirs, `lucide-react draws ${name}="${value}"`).toContain(` ${kebab(name)}="${value}"`);
      expect(declared[kebab(name)]).toBe(String(value));
    }
  });

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
