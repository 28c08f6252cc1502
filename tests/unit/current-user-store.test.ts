import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";

/**
 * The header's session store (components/auth/use-current-user.ts): a browser without the session
 * hint holds no session, so a visitor's page load asks the server nothing; with the hint, the
 * session is read once and the hint follows the answer.
 */
const get = vi.fn();
vi.mock("@/lib/api-client", async (original) => ({ ...(await original<object>()), api: { get } }));

/** A browser's document.cookie: reads the jar, writes one cookie at a time (max-age=0 deletes). */
function fakeBrowser(cookies: Record<string, string>) {
  const jar = new Map(Object.entries(cookies));
  Object.assign(globalThis, {
    location: { protocol: "http:" },
    document: {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      },
      set cookie(line: string) {
        const [pair] = line.split(";");
        const [name, value] = pair!.split("=") as [string, string];
        if (/max-age=0(;|$)/.test(line)) jar.delete(name);
        else jar.set(name, value);
      },
    },
  });
  return jar;
}

async function freshStore() {
  vi.resetModules();
  return import("@/components/auth/use-current-user");
}

beforeEach(() => get.mockClear());
afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
  Reflect.deleteProperty(globalThis, "location");
});

describe("the current-user store", () => {
  it("a visitor (no hint) is signed out at once, without a request", async () => {
    fakeBrowser({ other: "x" });
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeToCurrentUser(listener);
    expect(store.currentUserSnapshot()).toEqual({ data: null, isLoading: false });
    expect(listener).toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it("a hinted reader's session is read once, for every subscriber", async () => {
    fakeBrowser({ [SESSION_HINT_COOKIE]: "1" });
    get.mockResolvedValue({ id: 7, firstName: "Ada", role: "hunter" });
    const store = await freshStore();
    store.subscribeToCurrentUser(() => {});
    store.subscribeToCurrentUser(() => {});
    expect(store.currentUserSnapshot().isLoading).toBe(true);
    await vi.waitFor(() => expect(store.currentUserSnapshot().data).toMatchObject({ id: 7 }));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith("/api/auth/me?optional=true");
  });

  it("a stale hint (the session ended) is cleared by the answer, so the next page asks nothing", async () => {
    const jar = fakeBrowser({ [SESSION_HINT_COOKIE]: "1" });
    get.mockResolvedValue(null);
    const store = await freshStore();
    store.subscribeToCurrentUser(() => {});
    await vi.waitFor(() => expect(store.currentUserSnapshot()).toEqual({ data: null, isLoading: false }));
    expect(jar.has(SESSION_HINT_COOKIE)).toBe(false);
  });

  it("signing in re-reads the session even without a hint, and the answer writes the hint", async () => {
    const jar = fakeBrowser({});
    const store = await freshStore();
    store.subscribeToCurrentUser(() => {});
    get.mockResolvedValue({ id: 9, firstName: "Bo", role: "outfitter" });
    await store.refreshCurrentUser();
    expect(store.currentUserSnapshot().data).toMatchObject({ id: 9 });
    expect(jar.get(SESSION_HINT_COOKIE)).toBe("1");
  });
});
