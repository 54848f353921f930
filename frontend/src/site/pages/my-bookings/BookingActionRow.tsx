import type { ReactNode } from 'react';

/**
 * The row of buttons under a booking card in 'Meine Buchungen'. Each action is one button (or a
 * fragment with its dialog) passed as a child; the row wraps on narrow screens and keeps a 44 px
 * touch height. Add further actions ('Umbuchen', 'Ersatzperson benennen') as more children, e.g.
 * `<BookingActionRow><CancelBookingAction … />{booking.canRebook && <RebookAction … />}</BookingActionRow>`,
 * and give their buttons `className="button button--ghost"` to match.
 */
export function BookingActionRow({ children }: { children: ReactNode }) {
  return <div className="my-booking__actions">{children}</div>;
}
