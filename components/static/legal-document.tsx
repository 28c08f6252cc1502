import { Prose } from "./prose";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/** Terms and privacy: numbered sections with an "On this page" index beside them on wide screens. */
export function LegalDocument({ sections, children }: { sections: LegalSection[]; children?: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-16 lg:py-16">
      <nav aria-label="On this page" className="hidden lg:block">
        <div className="sticky top-24">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted-foreground uppercase">On this page</p>
          <ol className="mt-4 space-y-1 border-l text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article>
        <Prose>
          {children}
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`}>
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </Prose>
      </article>
    </div>
  );
}
