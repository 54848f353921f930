import type { CSSProperties } from 'react';
import type { LawText } from '../content/law-texts';

/** Read by screen readers, not shown (the site has no shared utility class for it). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface LawTextLinkProps {
  law: LawText;
  /** Text of the link; the law's own label when omitted. */
  children?: string;
}

/** A link to an official law text; it opens in a new tab so the visitor keeps their place. */
export function LawTextLink({ law, children }: LawTextLinkProps) {
  return (
    <a href={law.href} target="_blank" rel="noopener noreferrer">
      {children ?? law.label}
      <span aria-hidden="true">&nbsp;↗</span>
      <span style={visuallyHidden}> (öffnet in einem neuen Tab)</span>
    </a>
  );
}
