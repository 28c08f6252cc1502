// Types for the parts of lucide-react's build that components/ui/static-icon.tsx calls (the
// package exports ./dist/* but ships no declarations for these files).
declare module "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs" {
  import type { IconData } from "@/components/ui/static-icon";
  type Attributes = Record<string, unknown>;
  export default function buildLucideIconForReact(
    icon: IconData,
    params: {
      color?: string;
      width?: number | string;
      height?: number | string;
      strokeWidth?: number | string;
      absoluteStrokeWidth?: boolean;
      nonScalingStroke?: boolean;
      className?: string;
      hasA11yProp?: boolean;
      attributes?: Attributes;
    },
  ): [string, Attributes, [string, Attributes][]?];
}
declare module "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs" {
  export function hasA11yProp(props: object): boolean;
}
declare module "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs" {
  export function mergeClasses(...classes: unknown[]): string;
}
