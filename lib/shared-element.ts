import type { ReactElement } from "react";

/**
 * `make` memoized by its argument: the same element object for the same argument, for the life of
 * the process.
 *
 * Why: React's RSC serializer writes an element object it has already written in the same response
 * as a short path reference ("$33:props:children:0:0:props:fallback") instead of its markup again.
 * A static subtree repeated on every card of a list (an icon, an image's fallback, a row of empty
 * stars, a badge) then travels once per page in the RSC payload, not once per card: 24 cards
 * carried ~200 bytes per icon each, in JSON escaped once more inside the HTML. The HTML itself,
 * and what the browser draws, stay the same.
 *
 * Only for elements that depend on nothing but the argument (no request data, no per-item props):
 * arguments are a handful of constants (a size, a text the code passes), so the cache stays small.
 */
export function sharedElements<A extends string | number>(make: (arg: A) => ReactElement): (arg: A) => ReactElement {
  const made = new Map<A, ReactElement>();
  return (arg) => {
    let element = made.get(arg);
    if (!element) made.set(arg, (element = make(arg)));
    return element;
  };
}
