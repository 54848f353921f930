import type { ReactNode } from 'react';
import { hyphenate } from '../lib/hyphenation';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="hero__title">{hyphenate(title)}</h1>
        {lead && <p className="hero__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
