"use client";

/**
 * A link to an anchor on the same page (`#id`) that scrolls there smoothly, or follows the link
 * when the page has no such element. Styled by its server parent (e.g. `<Button asChild>`).
 */
export function ScrollToLink({ href, ...props }: Omit<React.ComponentProps<"a">, "onClick"> & { href: `#${string}` }) {
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        const el = document.getElementById(href.slice(1));
        if (!el) return;
        e.preventDefault();
        el.scrollIntoView({ behavior: "smooth", block: "start" });
      }}
    />
  );
}
