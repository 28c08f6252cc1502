"use client";

import { useAuthDialog, type AuthMode } from "./auth-dialog-context";

/**
 * A button that opens the auth dialog in `mode`. Styled by its server parent (e.g. `<Button asChild>`),
 * so no styling code reaches the browser with it.
 */
export function AuthDialogButton({ mode, ...props }: Omit<React.ComponentProps<"button">, "onClick"> & { mode: AuthMode }) {
  const { openDialog } = useAuthDialog();
  return <button {...props} onClick={() => openDialog(mode)} />;
}
