import { Badge } from "@/components/ui/badge";
import { tagBadgeText, type TagBadge } from "@/lib/tags/badge";

/** Over the bottom of a hunt card's photo: "Draw — apply by Jan 31" or "Tag included". */
export function TagCardBadge({ badge }: { badge: TagBadge }) {
  return (
    <div className="pointer-events-none absolute bottom-3 left-3">
      <Badge variant={badge.type === "draw" ? "secondary" : "default"} className="shadow-sm" data-testid="tag-badge">
        {tagBadgeText(badge)}
      </Badge>
    </div>
  );
}
