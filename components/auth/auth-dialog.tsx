"use client";

/** Placeholder: the four-mode auth dialog is being written. */
export function AuthDialog() {
  return null;
}
