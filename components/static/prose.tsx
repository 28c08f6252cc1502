import { cn } from "@/lib/utils";

/** Readable long-form text (about, terms, privacy): a measure of about 70 characters and calm rhythm. */
export function Prose({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "max-w-[70ch] text-base leading-7 text-foreground/90",
        "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:text-foreground",
        "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:text-foreground",
        "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
        "[&_li]:pl-1 [&_li]:marker:text-primary [&_strong]:font-semibold [&_strong]:text-foreground",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary/80",
        "[&>:first-child]:mt-0 [&>section:first-child>h2]:mt-0",
        className,
      )}
    >
      {children}
    </div>
  );
}
