import NotFound from "@/app/not-found";
import { HiddenHuntPreview } from "@/components/hunts/hidden-hunt-preview";

export default function HuntNotFound() {
  return (
    <HiddenHuntPreview>
      <NotFound />
    </HiddenHuntPreview>
  );
}
