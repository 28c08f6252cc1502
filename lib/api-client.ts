// A non-OK answer throws with the JSON `message`, else the raw text, else the status text.
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function apiFetch<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: {} };
  if (body !== undefined) {
    init.headers = { "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const text = await res.text();
  if (!res.ok) {
    let message = res.statusText || `Request failed (${res.status})`;
    let errors: Record<string, string[]> | undefined;
    if (text) {
      try {
        const parsed = JSON.parse(text) as { message?: string; errors?: Record<string, string[]> };
        message = parsed.message ?? text;
        errors = parsed.errors;
      } catch {
        message = text;
      }
    }
    throw new ApiError(res.status, message, errors);
  }
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(path: string) => apiFetch<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiFetch<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiFetch<T>("PUT", path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiFetch<T>("PATCH", path, body ?? {}),
  delete: <T>(path: string, body?: unknown) => apiFetch<T>("DELETE", path, body),
};

export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
