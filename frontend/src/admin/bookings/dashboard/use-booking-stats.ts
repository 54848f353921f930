import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { bookingApi } from '../booking-api';

/** The server's figures for the list's current filter; react-admin's refresh reloads them too. */
export function useBookingStats() {
  const { filterValues } = useListContext();
  return useQuery({
    queryKey: ['bookings', 'stats', filterValues],
    queryFn: () => bookingApi.stats(filterValues),
    placeholderData: keepPreviousData,
  });
}
