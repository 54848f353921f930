import type { ReactNode } from 'react';

interface ProseSectionProps {
  children: ReactNode;
  tinted?: boolean;
  id?: string;
}

/** Readable long-text column used by content and legal pages. */
export function ProseSection({ children, tinted = false, id }: ProseSectionProps) {
  return (
    <section className={`section ${tinted ? 'section--tinted' : ''}`} id={id}>
      <div className="container">
        <div className="prose">{children}</div>
      </div>
    </section>
  );
}
