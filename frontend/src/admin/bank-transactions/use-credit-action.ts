import { useBookingAction } from '../bookings/actions/use-booking-action';

/** Runs one action on a credit as every admin action runs: a German notification either way and a refresh. */
export function useCreditAction() {
  const { pending, run } = useBookingAction();
  const runOnCredit = (action: () => Promise<unknown>, success: string, failureTitle: string) =>
    run(async () => {
      await action();
      return { message: success };
    }, failureTitle);
  return { pending, run: runOnCredit };
}
