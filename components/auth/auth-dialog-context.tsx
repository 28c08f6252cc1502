"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

export type AuthMode = "login" | "register" | "outfitter" | "forgot-password";

type AuthDialogState = {
  open: boolean;
  mode: AuthMode;
  openDialog: (mode: AuthMode) => void;
  close: () => void;
  setMode: (m: AuthMode) => void;
};

const Ctx = createContext<AuthDialogState | null>(null);

/** One auth dialog for the whole app; any button can open it in a given mode. */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("login");
  const openDialog = useCallback((m: AuthMode) => {
    setMode(m);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, mode, openDialog, close, setMode }), [open, mode, openDialog, close]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAuthDialog() {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return v;
}
