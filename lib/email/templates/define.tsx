import type { ReactElement, ReactNode } from "react";
import { EmailShell, type EmailAction } from "./parts";

export type EmailTemplate = { template: string; subject: string; element: ReactElement };

type Spec<P> = {
  /** Also the registry key /email-test lists. */
  name: string;
  description: string;
  subject: (p: P) => string;
  heading: (p: P) => string;
  /** The preview line inbox lists show; the subject unless given. */
  preview?: (p: P) => string;
  action: (p: P) => EmailAction;
  body: (p: P) => ReactNode;
  footnote?: (p: P) => string | undefined;
  sample: P;
};

export type EmailDefinition<P> = Spec<P> & {
  Component: (p: P) => ReactElement;
  build: (p: P) => EmailTemplate;
};

/** Texts live in each template's own file; the shared EmailShell frames them. */
export function defineEmail<P extends object>(spec: Spec<P>): EmailDefinition<P> {
  function Component(p: P): ReactElement {
    return (
      <EmailShell
        preview={(spec.preview ?? spec.subject)(p)}
        heading={spec.heading(p)}
        action={spec.action(p)}
        footnote={spec.footnote?.(p)}
      >
        {spec.body(p)}
      </EmailShell>
    );
  }
  return { ...spec, Component, build: (p) => ({ template: spec.name, subject: spec.subject(p), element: <Component {...p} /> }) };
}
