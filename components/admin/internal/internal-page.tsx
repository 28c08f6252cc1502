import { ArrowLeft, Wrench } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** Frame of the admin's internal test and demo pages. */
export function InternalPage({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/admin">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <div>
        <Badge variant="outline" className="mb-2 gap-1">
          <Wrench aria-hidden /> Internal tool
        </Badge>
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}

export function Card({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border bg-card p-5 shadow-xs ${className ?? ""}`}>
      <h2 className="mb-4 font-display text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
