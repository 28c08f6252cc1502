import type { ReactElement, ReactNode } from "react";
import { EmailShell, type EmailAction } from "./parts";

/** One e-mail ready to send: its outbox template name, subject and React Email element. */
export type EmailTemplate = { template: string; subject: string; element: ReactElement };

type Spec<P> = {
  /** The outbox's template name (also the registry key /email-test lists). */
  name: string;
  /** Who gets it and when (shown on /email-test). */
  description: string;
  subject: (p: P) => string;
  heading: (p: P) => string;
  /** The preview line inbox lists show; the subject unless given. */
  preview?: (p: P) => string;
  action: (p: P) => EmailAction;
  body: (p: P) => ReactNode;
  footnote?: (p: P) => string | undefined;
  /** Props the registry renders it with on /email-test and in tests. */
  sample: P;
};

export type EmailDefinition<P> = Spec<P> & {
  /** The React Email component: the shared header and footer around this e-mail's body. */
  Component: (p: P) => ReactElement;
  build: (p: P) => EmailTemplate;
};

/**
 * Declares one e-mail: a typed props object in, the subject, heading, call to action and body out,
 * framed by the shared EmailShell. Texts live in each template's own file.
 */
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
