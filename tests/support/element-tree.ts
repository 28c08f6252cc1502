import { isValidElement, type ReactElement } from "react";

/**
 * Every element object of a server-rendered tree, calling function components as React's RSC
 * renderer does. A component that uses hooks (a client component) cannot be called outside a
 * render: it is listed, its props walked, its output not.
 */
export function elementsOf(node: unknown, out: ReactElement[] = []): ReactElement[] {
  if (Array.isArray(node)) for (const child of node) elementsOf(child, out);
  else if (isValidElement(node)) {
    out.push(node);
    const props = node.props as Record<string, unknown>;
    if (typeof node.type === "function") {
      let rendered: unknown = null;
      try {
        rendered = (node.type as (p: unknown) => unknown)(props);
      } catch {
        // a hook outside a render: a client component
      }
      elementsOf(rendered, out);
    }
    for (const value of Object.values(props)) elementsOf(value, out);
  }
  return out;
}

/** The element objects two trees have in common (the same objects, not equal ones). */
export function sharedBetween(a: unknown, b: unknown): ReactElement[] {
  const inB = new Set(elementsOf(b));
  return [...new Set(elementsOf(a))].filter((e) => inB.has(e));
}
