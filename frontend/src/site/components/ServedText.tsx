import type { ServedTextName } from '@mpb/domain';
import { useState } from 'react';

interface ServedTextProps {
  name: ServedTextName;
  /** What the prerendered page says until the API fills in the current value. */
  children: string;
  className?: string;
}

/** The text the API served in this element, read once before hydration would overwrite it. */
function servedText(name: ServedTextName): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-served="${name}"]`)?.textContent ?? undefined;
}

/**
 * A text the API replaces in the prerendered HTML with the current courses' figures
 * (backend/src/courses/pages). It keeps showing the served text until its parent passes a new
 * one, once the course list has loaded.
 */
export function ServedText({ name, children, className }: ServedTextProps) {
  const [first] = useState(() => ({ children, served: servedText(name) }));
  return (
    <span className={className} data-served={name}>
      {children === first.children ? (first.served ?? children) : children}
    </span>
  );
}
