"use client";

import { toast } from "./toast";

/** A button that shows an error toast; styled by its server parent (e.g. `<Button asChild>`). */
export function ErrorToastButton({ message, ...props }: Omit<React.ComponentProps<"button">, "onClick"> & { message: string }) {
  return <button {...props} onClick={() => toast.error(message)} />;
}
