"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

function Toaster({
  visibleToasts = 1,
  duration = 5000,
  richColors = true,
  closeButton = true,
  position = "top-right",
  style,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={visibleToasts}
      duration={duration}
      richColors={richColors}
      closeButton={closeButton}
      position={position}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
