/**
 * What a page shows in place of data it could not load (the database is unreachable, say): the
 * spec's message as the title ('Failed to search hunts', 'Failed to fetch outfitter', …), a line
 * saying it is on our side, and a way to try again. Never the error itself.
 *
 * Also rendered by the error boundaries, client components that ship with every page's first
 * load: so no icon library, no class-merging helper, and the class lists live in globals.css
 * (.load-failed, .btn-plain, .btn-plain-outline).
 */
export function LoadFailed({
  title,
  action,
  icon,
  className = "",
}: {
  title: string;
  action?: React.ReactNode;
  icon?: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="alert" className={`load-failed ${className}`}>
      {icon}
      <p className="mt-3 text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted-foreground">Something went wrong on our side. Please try again in a moment.</p>
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

export const PLAIN_BUTTON = "btn btn-plain";
export const PLAIN_OUTLINE_BUTTON = "btn btn-plain-outline";
