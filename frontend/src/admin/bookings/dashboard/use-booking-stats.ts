import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingApi, useBookingFilter } from '../booking-api';

/** The server's figures for the list's current filter; react-admin's refresh reloads them too. */
export function useBookingStats() {
  const filter = useBookingFilter();
  return useQuery({
    queryKey: ['bookings', 'stats', filter],
    queryFn: () => bookingApi.stats(filter),
    placeholderData: keepPreviousData,
  });
}
