import { SlidersHorizontal } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FiltersToggleView } from "./filters-toggle-view";

type Props = {
  children: React.ReactNode;
  active?: number;
  /** The search form: submitting it folds the filters away on small screens. */
  formId: string;
  className?: string;
  panelClassName?: string;
  openClassName?: string;
};

/**
 * On small screens the filters fold away behind a button; from lg up they are always shown.
 * The button's classes and icon are rendered here, on the server: the browser runs only the toggle.
 */
export function FiltersToggle({ children, active = 0, ...layout }: Props) {
  return (
    <FiltersToggleView
      active={active}
      buttonClassName={cn(buttonVariants({ variant: "outline", className: "w-full lg:hidden" }))}
      icon={<SlidersHorizontal aria-hidden />}
      {...layout}
    >
      {children}
    </FiltersToggleView>
  );
}
