import { Box, Card } from '@mui/material';
import { Datagrid, List, type RaRecord } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { DateTimeField } from '../components/DateTimeField';
import { BookingRowActions } from './actions/BookingRowActions';
import { CourseDateField, CourseTitleField, CustomerField, StatusChipField } from './BookingFields';
import { BookingBulkActions, BookingListActions } from './BookingListActions';
import { bookingFilters } from './BookingFilters';
import { BOOKING_STATUS, EMAIL_STATUS, PAYMENT_STATUS } from './booking-statuses';
import { BookingDashboard } from './dashboard/BookingDashboard';

/** 001 §4: payment pending for more than 24 hours (the server decides: payment_overdue) is marked yellow. */
export const OVERDUE_ROW_COLOR = '#fff3c4';
const rowSx = (record: RaRecord) => (record.payment_overdue ? { backgroundColor: OVERDUE_ROW_COLOR } : {});

export function BookingList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} filters={bookingFilters} actions={<BookingListActions />} component={Box} empty={false}>
      <BookingDashboard />
      <Card>
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid rowClick={false} rowSx={rowSx} bulkActionButtons={<BookingBulkActions />}>
            <CustomerField label="Kunde" sortBy="customer_name" />
            <CourseTitleField label="Kurs" sortBy="course_title" />
            <CourseDateField label="Kursdatum" sortBy="course_date" />
            <CentsField source="amount" />
            <StatusChipField source="booking_status" labels={BOOKING_STATUS} />
            <StatusChipField source="payment_status" labels={PAYMENT_STATUS} />
            <StatusChipField source="email_status" labels={EMAIL_STATUS} />
            <DateTimeField source="created_at" />
            <BookingRowActions label="Aktionen" />
          </Datagrid>
        </Box>
      </Card>
    </List>
  );
}
