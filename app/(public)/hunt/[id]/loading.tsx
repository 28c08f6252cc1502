import { HuntPageSkeleton } from "@/components/hunts/hunt-page-skeleton";

export default function Loading() {
  return <HuntPageSkeleton />;
}
