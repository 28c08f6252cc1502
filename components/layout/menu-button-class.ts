import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The header's menu button: a ghost icon Button on the green bar, shown below `visibility`'s breakpoint. */
export function menuButtonClass(visibility: string) {
  return cn(
    buttonVariants({ variant: "ghost", size: "icon" }),
    "text-primary-foreground hover:bg-white/10 hover:text-primary-foreground",
    visibility,
  );
}
