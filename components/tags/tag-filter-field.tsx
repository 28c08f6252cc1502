import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/search/select-class";
import { TAG_TYPES, TAG_TYPE_LABELS } from "@/lib/tags/schema";

/** Advanced search's "Tag" filter (the `tag` parameter of GET /api/hunts); a plain select, so it works before JavaScript. */
export function TagFilterField({ value }: { value?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="adv-tag">Tag</Label>
      <select id="adv-tag" name="tag" defaultValue={value ?? ""} className={selectClass}>
        <option value="">Any tag</option>
        {TAG_TYPES.map((t) => (
          <option key={t} value={t}>
            {TAG_TYPE_LABELS[t]}
          </option>
        ))}
      </select>
    </div>
  );
}
