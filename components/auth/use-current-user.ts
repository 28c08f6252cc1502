"use client";

import { useSyncExternalStore } from "react";
import { ApiError, api } from "@/lib/api-client";
import { writeSessionHint } from "@/lib/auth/session-hint";
import type { PublicUser } from "@/lib/users/public-user";

type CurrentUserState = {
  /** The signed-in user, null when signed out, undefined until the first answer (or after an error). */
  data: PublicUser | null | undefined;
  isLoading: boolean;
};

/*
 * A tiny store instead of React Query: every page's header and the public pages' role-dependent
 * buttons need the current user, and this keeps React Query out of their first-load JavaScript.
 * The session is read once per page load and re-read after sign-in, sign-out or a profile change.
 */
const LOADING: CurrentUserState = { data: undefined, isLoading: true };
let state: CurrentUserState = LOADING;
let started = false;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CurrentUserState) {
  state = next;
  // Keeps the header's pre-paint hint in step with what the session said (unknown after an error).
  if (!next.isLoading && next.data !== undefined) writeSessionHint(next.data !== null);
  listeners.forEach((listener) => listener());
}

async function readSession(): Promise<void> {
  try {
    publish({ data: await api.get<PublicUser | null>("/api/auth/me?optional=true"), isLoading: false });
  } catch (err) {
    const signedOut = err instanceof ApiError && (err.status === 401 || err.status === 403);
    publish({ data: signedOut ? null : undefined, isLoading: false });
  }
}

/** Reads the session again (after sign-in or a profile change); callers may await it. */
export function refreshCurrentUser(): Promise<void> {
  started = true;
  inflight ??= readSession().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Forgets the user at once (sign-out), without a request. */
export function clearCurrentUser() {
  started = true;
  publish({ data: null, isLoading: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) void refreshCurrentUser();
  return () => {
    listeners.delete(listener);
  };
}

/** The signed-in user, or null; `isLoading` while the session is being read. */
export function useCurrentUser(): CurrentUserState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

export function useRefreshCurrentUser() {
  return refreshCurrentUser;
}
