import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { DateTimeField } from '../components/DateTimeField';
import { BookingRowActions } from './actions/BookingRowActions';
import type { BookingRecord } from './booking-api';
import { CourseField, CustomerField, StatusesField } from './BookingFields';
import { OrderField } from './OrderField';
import { overdueRowSx } from './booking-row-style';

/** The bookings on a phone: one card per booking with the same fields and actions as the table's row. */
export function BookingCardList() {
  const { data, isPending } = useListContext<BookingRecord>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>Keine Buchungen gefunden</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label="Buchungen" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" sx={overdueRowSx(record)}>
            <CardContent sx={{ display: 'grid', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <CustomerField />
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  <CentsField source="amount" />
                </Typography>
              </Box>
              <CourseField />
              <OrderField />
              <StatusesField />
              <Typography variant="caption" color="text.secondary">
                Erstellt am <DateTimeField source="created_at" variant="caption" />
              </Typography>
              <BookingRowActions />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
