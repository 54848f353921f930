import type { ReactNode } from 'react';
import { HydrateLater } from './HydrateLater';

interface TitledSectionProps {
  /** Id of the heading, which also names the section for assistive technology. */
  headingId: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with its heading, as the content pages stack them. */
export function TitledSection({ headingId, title, tinted = false, children }: TitledSectionProps) {
  return (
    <HydrateLater>
      <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={headingId}>
        <div className="container">
          <h2 id={headingId} className="section__title">
            {title}
          </h2>
          {children}
        </div>
      </section>
    </HydrateLater>
  );
}
