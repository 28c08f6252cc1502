import Link from "next/link";
import { Button } from "@/components/ui/button";

/**
 * What a signed-in area's layout answers instead of its pages: nobody signed in, or a user of
 * another audience. One look for every area (app/(admin), (outfitter), (hunter)).
 */
export function AreaRefusal({
  title,
  text,
  href,
  action,
  icon,
}: {
  title: string;
  text: string;
  href: string;
  action: string;
  icon?: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      {icon}
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <Link href={href}>{action}</Link>
      </Button>
    </section>
  );
}
