import { Box, Card, Typography } from '@mui/material';
import { Datagrid, List, useNotify } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { DateTimeField } from '../components/DateTimeField';
import { BookingRowActions } from './actions/BookingRowActions';
import { failureMessage } from '../api-errors';
import { BookingCardList } from './BookingCardList';
import { CourseField, CustomerField, StatusesField } from './BookingFields';
import { BookingBulkActions, BookingListActions } from './BookingListActions';
import { bookingFilters } from './BookingFilters';
import { OrderField } from './OrderField';
import { overdueRowSx } from './booking-row-style';
import { BookingDashboard } from './dashboard/BookingDashboard';

export function BookingList() {
  const notify = useNotify();
  // 001 §8: 'Fehler beim Laden der Buchungen: {message}'.
  const onError = (error: Error) => {
    const message = failureMessage('Fehler beim Laden der Buchungen', error);
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  return (
    <List
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={bookingFilters}
      actions={<BookingListActions />}
      component={Box}
      empty={false}
      queryOptions={{ onError }}
    >
      <BookingDashboard />
      {/* Both stay mounted, so an open dialog survives turning a tablet; CSS shows the one that fits. */}
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <BookingCardList />
      </Box>
      {/* The table scrolls sideways by itself; react-admin's selection toolbar covers the heading, unclipped. */}
      <Card sx={{ overflow: 'visible', display: { xs: 'none', md: 'block' } }}>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ height: 48, display: 'flex', alignItems: 'center', px: 2, fontWeight: 600 }}
        >
          Buchungsliste
        </Typography>
        <Datagrid
          rowClick={false}
          rowSx={overdueRowSx}
          bulkActionButtons={<BookingBulkActions />}
          sx={{
            '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
            '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 },
          }}
        >
          <CustomerField label="Kunde" sortBy="customer_name" />
          <OrderField label="Bestellung" sortBy="order_id" sortByOrder="DESC" />
          <CourseField label="Kurs" sortBy="course_date" />
          <CentsField source="amount" />
          <StatusesField label="Status" sortBy="booking_status" />
          <DateTimeField source="created_at" />
          <BookingRowActions label="Aktionen" />
        </Datagrid>
      </Card>
    </List>
  );
}
