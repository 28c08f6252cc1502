// Prints how many tests each runner executed in this CI run, from the JSON reports in the folder
// given, and one closing line with the totals.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
};
const rows = [];
for (const [label, name] of [
  ["vitest on PGlite", "vitest-pglite.json"],
  ["vitest on PostgreSQL", "vitest-postgres.json"],
]) {
  const r = read(name);
  if (r) rows.push({ label, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) });
}
const pw = read("playwright.json");
if (pw) {
  const s = pw.stats;
  rows.push({ label: "Playwright", passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, flaky: s.flaky });
}
console.log("\n=== tests executed");
for (const r of rows) {
  const flaky = r.flaky ? ` (${r.flaky} flaky, passed on retry)` : "";
  console.log(
    `${r.label.padEnd(24)} ${String(r.passed).padStart(6)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped${flaky}`,
  );
}
const sum = (k) => rows.reduce((n, r) => n + (r[k] ?? 0), 0);
console.log(`total: ${sum("passed")} passed, ${sum("failed")} failed, ${sum("skipped")} skipped`);
