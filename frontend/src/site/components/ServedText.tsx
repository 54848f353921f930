import type { ServedTextName } from '@mpb/domain';

interface ServedTextProps {
  name: ServedTextName;
  /** What the prerendered page says until the API fills in the current value. */
  children: string;
  className?: string;
}

/**
 * A text the API replaces in the prerendered HTML with the current courses' figures
 * (backend/src/courses/pages). Hydration keeps the served text instead of reporting a mismatch;
 * React writes its own once the course list has loaded.
 */
export function ServedText({ name, children, className }: ServedTextProps) {
  return (
    <span className={className} data-served={name} suppressHydrationWarning>
      {children}
    </span>
  );
}
