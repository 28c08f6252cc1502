import { GearListSkeleton } from "@/components/gear-list/gear-list-view";

export default function Loading() {
  return <GearListSkeleton />;
}
