"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

function Toaster({
  visibleToasts = 1,
  duration = 5000,
  richColors = true,
  closeButton = true,
  position = "top-right",
  // Spec 000 §9: F8 focuses the notification region; toasts are swiped away to the right.
  hotkey = ["F8"],
  swipeDirections = ["right"],
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
      hotkey={hotkey}
      swipeDirections={swipeDirections}
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
