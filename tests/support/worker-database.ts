/** The database of one vitest worker on PostgreSQL: the test database's name with `_w<N>`. */
export function workerDatabaseUrl(templateUrl: string, worker: number): string {
  const url = new URL(templateUrl);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}
