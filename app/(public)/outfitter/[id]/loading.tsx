export default function Loading() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-lg text-muted-foreground">
      Loading outfitter profile...
    </p>
  );
}
