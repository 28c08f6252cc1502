import { createElement } from "react";
import type { LucideProps } from "lucide-react";
import buildLucideIconForReact from "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs";
import { hasA11yProp } from "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs";
import { mergeClasses } from "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs";

/** An icon as lucide-react's icon modules hold it (`__iconData`): its name, aliases and SVG nodes. */
export type IconData = { name?: string; size?: number; aliases?: string[]; node: [string, Record<string, string | number>][] };

/**
 * A lucide icon as a plain component. lucide-react's own icons render its <Icon>, a client
 * component (it reads LucideProvider's context), so every icon a server component renders ships
 * lucide's runtime to the browser. This renders the same <svg> with lucide's own builder and
 * lucide's defaults (the app uses no LucideProvider), in no client code: server components on
 * public pages import their icons from components/ui/icons.ts (data written by
 * scripts/make-static-icons.ts). tests/unit/static-icons.test.tsx checks the markup equals lucide-react's.
 */
export function staticIcon(data: IconData) {
  function StaticIcon({ color, size, width, height, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className = "", children, ...rest }: LucideProps) {
    const [name, attributes, nodes = []] = buildLucideIconForReact(data, {
      color: color ?? "currentColor",
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      strokeWidth: strokeWidth ?? 2,
      absoluteStrokeWidth: absoluteStrokeWidth ?? false,
      nonScalingStroke: nonScalingStroke ?? false,
      className: mergeClasses("", className),
      hasA11yProp: Boolean(children) || hasA11yProp(rest),
      attributes: rest,
    });
    return createElement(name, attributes, [...nodes.map(([tag, attrs]) => createElement(tag, attrs)), ...(Array.isArray(children) ? children : [children])]);
  }
  return StaticIcon;
}
