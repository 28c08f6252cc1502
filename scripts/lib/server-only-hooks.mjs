/**
 * Node module hooks for the process-level scripts (test:concurrency, test:faults, bench,
 * bench:load), which import the app's server modules in-process: `server-only` resolves to its
 * empty module, as it does inside Next.js and vitest. The scripts used to run under
 * `--conditions=react-server` for that, but the condition reaches every package: React's server
 * build has no react-dom/server, so a job rendering an e-mail in-process (the 5-day hold release)
 * failed and rolled back.
 */
export async function resolve(specifier, context, next) {
  if (specifier === "server-only")
    return { url: new URL("../../node_modules/server-only/empty.js", import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
