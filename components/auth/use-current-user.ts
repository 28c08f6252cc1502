"use client";

import { useSyncExternalStore } from "react";
import { ApiError, api } from "@/lib/api-client";
import { hasSessionHint, writeSessionHint } from "@/lib/auth/session-hint";
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
 * A browser without the session hint holds no session (the server sets the hint with every session
 * cookie: lib/auth/session-hint.ts), so a visitor's page load asks nothing: they are signed out.
 */
const LOADING: CurrentUserState = { data: undefined, isLoading: true };
let state: CurrentUserState = LOADING;
let started = false;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CurrentUserState) {
  state = next;
  // Keeps the header's pre-paint hint in step with what the session said (unknown after an error).
  if (!next.isLoading && next.data !== undefined && hasSessionHint(document.cookie) !== (next.data !== null))
    writeSessionHint(next.data !== null);
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

/** useCurrentUser's subscription (exported for its unit test): the first one starts the session read. */
export function subscribeToCurrentUser(listener: () => void) {
  listeners.add(listener);
  // No hint, no session (lib/auth/session-hint.ts): a visitor is signed out without a request.
  if (!started) {
    if (hasSessionHint(document.cookie)) void refreshCurrentUser();
    else clearCurrentUser();
  }
  return () => {
    listeners.delete(listener);
  };
}

/** The current answer (what useCurrentUser renders after hydration). */
export const currentUserSnapshot = () => state;

/** The signed-in user, or null; `isLoading` while the session is being read. */
export function useCurrentUser(): CurrentUserState {
  return useSyncExternalStore(subscribeToCurrentUser, currentUserSnapshot, () => LOADING);
}

export function useRefreshCurrentUser() {
  return refreshCurrentUser;
}
