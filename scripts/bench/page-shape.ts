import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

/**
 * The shape of a served page, for the bare app's hunt-sized ISR page (issue 51): every element of
 * its <body> with its tag, class and plain attributes, and every text, so the bare page renders a
 * tree of the same elements and text length from static data. Scripts, styles and links are left
 * out: the bare app's own RSC payload and chunks take their place.
 */
export type ShapeNode = string | { t: string; a: Record<string, string>; k: ShapeNode[] };
export type PageShape = { nodes: ShapeNode[]; elements: number; textLength: number; htmlBytes: number };

const SKIPPED = new Set(["script", "style", "link", "noscript", "template", "meta"]);
// Attributes React renders as written (lower-case, no event handlers, no inline style string).
const PLAIN_ATTRIBUTE =
  /^(?:id|href|src|alt|role|title|type|name|value|placeholder|width|height|d|viewbox|fill|stroke|aria-[a-z-]+|data-[a-z-]+)$/;
const RENAMED: Record<string, string> = { class: "className", for: "htmlFor", viewbox: "viewBox" };

export function pageShape(html: string): PageShape {
  const doc = parseDocument(html);
  let elements = 0;
  let textLength = 0;
  const walk = (nodes: ChildNode[]): ShapeNode[] => {
    const out: ShapeNode[] = [];
    for (const n of nodes) {
      if (n.type === "text") {
        const text = (n as unknown as { data: string }).data;
        if (text.trim()) {
          out.push(text);
          textLength += text.length;
        }
      } else if (n.type === "tag") {
        const el = n as Element;
        if (SKIPPED.has(el.name)) continue;
        elements++;
        const a: Record<string, string> = {};
        for (const [k, v] of Object.entries(el.attribs)) {
          if (k === "class" || k === "for") a[RENAMED[k]!] = v;
          else if (PLAIN_ATTRIBUTE.test(k)) a[RENAMED[k] ?? k] = v;
        }
        out.push({ t: el.name, a, k: walk(el.children) });
      }
    }
    return out;
  };
  const body = doc.children.flatMap((c) => ("children" in c ? (c as Element).children : [])).find((c) => (c as Element).name === "body") as
    Element | undefined;
  const nodes = walk(body ? body.children : doc.children);
  return { nodes, elements, textLength, htmlBytes: Buffer.byteLength(html) };
}
