import { createElement } from "react";
import type { LucideProps } from "lucide-react";
import buildLucideIconForReact from "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs";
import { hasA11yProp } from "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs";
import { mergeClasses } from "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs";

/** An icon as lucide-react's icon modules hold it (`__iconData`): its name, aliases and SVG nodes. */
export type IconData = { name?: string; size?: number; aliases?: string[]; node: [string, Record<string, string | number>][] };

/**
 * lucide's stroke defaults, which the usual call (a class, aria-hidden) leaves to the stylesheet:
 * `svg.lucide:not([stroke])` in app/globals.css sets the same values. A page of hunt cards draws
 * about a hundred icons, and these attributes were ~130 characters of each, in its HTML and again
 * in its RSC payload. A call that sets any of them (size, stroke, fill, a style) keeps lucide's
 * whole element.
 */
export const STYLESHEET_ICON_DEFAULTS = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function compact(attributes: Record<string, unknown>): Record<string, unknown> {
  const out = { ...attributes };
  delete out.xmlns;
  for (const [name, value] of Object.entries(STYLESHEET_ICON_DEFAULTS)) if (out[name] === value) delete out[name];
  return out;
}

/**
 * A lucide icon as a plain component. lucide-react's own icons render its <Icon>, a client
 * component (it reads LucideProvider's context), so every icon a server component renders ships
 * lucide's runtime to the browser. This renders lucide's own <svg> element (lucide's builder and
 * defaults; the app uses no LucideProvider) in no client code, and draws the shapes with
 * `<use href>` from one sprite (public/icons.svg, cached for good under its content hash): a
 * server component's markup travels twice, as HTML and again in the RSC payload, so inline paths
 * on every icon made cached hunt pages half as heavy again. Server components on public pages
 * import their icons from components/ui/icons.ts; scripts/make-static-icons.ts writes both files
 * and tests/unit/static-icons.test.tsx checks them against lucide-react.
 */
export function staticIcon(data: IconData, sprite: string) {
  const href = `${sprite}#${data.name}`;
  /** lucide's own <svg> attributes for these props (its builder and defaults). */
  const attributesOf = (props: LucideProps): Record<string, unknown> => {
    const { color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className = "", children, ...rest } = props;
    return buildLucideIconForReact(data, {
      color: color ?? "currentColor",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      strokeWidth: strokeWidth ?? 2,
      absoluteStrokeWidth: absoluteStrokeWidth ?? false,
      nonScalingStroke: nonScalingStroke ?? false,
      className: mergeClasses("", className),
      hasA11yProp: Boolean(children) || hasA11yProp(rest),
      attributes: rest,
    })[1];
  };
  // The usual call is <Icon aria-hidden className="…" />: its attributes depend on the class and
  // aria-hidden alone, so they are built once per pair (a few per icon) and reused, instead of on
  // every render: a page drawing dozens of icons spent several percent of its render time here.
  const common = new Map<string, Record<string, unknown>>();
  function StaticIcon(props: LucideProps) {
    const { className = "", children, ...other } = props;
    if (children !== undefined || !Object.keys(other).every((key) => key === "aria-hidden")) {
      return createElement(
        "svg",
        attributesOf(props),
        createElement("use", { href }),
        ...(Array.isArray(children) ? children : [children]),
      );
    }
    const key = `${String(other["aria-hidden"])} ${className}`;
    let attributes = common.get(key);
    if (!attributes) {
      attributes = compact(attributesOf(props));
      if (common.size < 64) common.set(key, attributes);
    }
    return createElement("svg", attributes, createElement("use", { href }));
  }
  return StaticIcon;
}
