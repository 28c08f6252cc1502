"use client";

import { useSyncExternalStore } from "react";
import { MAX_COMPARED_HUNTS } from "@/lib/hunts/compare-schema";

// The hunts picked for /compare, kept in this browser only (the public pages are cached for everyone).
const KEY = "ridgeline-compare";
const EVENT = "ridgeline-compare-change";

function read(): string {
  try {
    return window.localStorage.getItem(KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function parse(raw: string): number[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, MAX_COMPARED_HUNTS) : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** null before hydration (the server's HTML knows no picks). */
export function useComparedIds(): number[] | null {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return raw === null ? null : parse(raw);
}

function write(ids: number[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode without storage: the pick lasts until the page changes.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Adds or removes a hunt; false when the list is already full. */
export function toggleCompared(id: number): boolean {
  const ids = parse(read());
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= MAX_COMPARED_HUNTS) return false;
  write([...ids, id]);
  return true;
}

export const clearCompared = () => write([]);
