/** The native select's look in the search forms (its own module: client components import it alone). */
export const selectClass =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11 md:text-sm";
