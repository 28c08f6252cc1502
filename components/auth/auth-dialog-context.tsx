"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

export type AuthMode = "login" | "register" | "outfitter" | "forgot-password";

type AuthDialogState = {
  open: boolean;
  mode: AuthMode;
  /** Where signing in or up goes next (a path on this site), or null to stay on the page. */
  returnTo: string | null;
  openDialog: (mode: AuthMode, returnTo?: string | null) => void;
  close: () => void;
  setMode: (m: AuthMode) => void;
};

const Ctx = createContext<AuthDialogState | null>(null);

/** One auth dialog for the whole app; any button can open it in a given mode. */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("login");
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const openDialog = useCallback((m: AuthMode, next: string | null = null) => {
    setMode(m);
    setReturnTo(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, mode, returnTo, openDialog, close, setMode }), [open, mode, returnTo, openDialog, close]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAuthDialog() {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return v;
}
