import type { ReactElement } from "react";

// React's RSC serializer writes an element object it already wrote as a short reference, so a static
// subtree repeated on every card travels once per page. Only for elements depending on the argument alone.
export function sharedElements<A extends string | number>(make: (arg: A) => ReactElement): (arg: A) => ReactElement {
  const made = new Map<A, ReactElement>();
  return (arg) => {
    let element = made.get(arg);
    if (!element) made.set(arg, (element = make(arg)));
    return element;
  };
}
