import { lazy, Suspense, useState } from 'react';
import type { PricedCourseType } from '../content/course-prices';

const PriceInfoDialog = lazy(() => import('../dialogs/PriceInfoDialog'));

interface PriceInfoButtonProps {
  type: PricedCourseType;
  children?: string;
  /** Accessible name where the visible text alone is ambiguous; it must contain that text. */
  label?: string;
}

/** Opens the price-info dialog of a course type from a price card. */
export function PriceInfoButton({ type, children = 'Preisdetails', label }: PriceInfoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button price-info-button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PriceInfoDialog type={type} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
