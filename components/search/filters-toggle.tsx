import { SlidersHorizontal } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FiltersToggleView } from "./filters-toggle-view";

/**
 * On small screens the filter sidebar folds away behind a button; from lg up it is always shown.
 * The button's classes and icon are rendered here, on the server: the browser runs only the toggle.
 */
export function FiltersToggle({ children, active = 0 }: { children: React.ReactNode; active?: number }) {
  return (
    <FiltersToggleView
      active={active}
      buttonClassName={cn(buttonVariants({ variant: "outline", className: "w-full lg:hidden" }))}
      icon={<SlidersHorizontal aria-hidden />}
    >
      {children}
    </FiltersToggleView>
  );
}
