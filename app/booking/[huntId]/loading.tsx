import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner className="size-8" />
      <p>Loading hunt details</p>
    </div>
  );
}
