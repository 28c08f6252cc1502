import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as icons from "@/components/ui/icons";

// The server-only icons must draw exactly what lucide-react's components draw.
const cases: Record<string, object> = {
  "no props": {},
  "a class": { className: "size-4 text-primary" },
  "aria-hidden": { "aria-hidden": true, className: "size-5" },
  "a label": { "aria-label": "Rating", role: "img" },
  "size and stroke": { size: 18, strokeWidth: 1.5, width: 14, height: 14 },
  "style and fill": { className: "fill-star text-star", width: 14, height: 14, style: { opacity: 0.5 } },
};

describe("static icons", () => {
  for (const [name, Static] of Object.entries(icons)) {
    it(`${name} renders as lucide-react's ${name}`, () => {
      const Lucide = (lucide as unknown as Record<string, React.ComponentType<object>>)[name];
      expect(Lucide, `lucide-react exports ${name}`).toBeDefined();
      for (const props of Object.values(cases)) {
        expect(renderToStaticMarkup(<Static {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
    });
  }
});
