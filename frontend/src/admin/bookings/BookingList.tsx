import { Datagrid, DateField, EmailField, List, TextField } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { DateTimeField } from '../components/DateTimeField';

export function BookingList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="customer_name" />
        <EmailField source="customer_email" />
        <TextField source="course_title" />
        <DateField source="course_date" locales="de-DE" />
        <CentsField source="amount" />
        <TextField source="booking_status" />
        <TextField source="payment_status" />
        <TextField source="email_status" />
        <DateTimeField source="created_at" />
      </Datagrid>
    </List>
  );
}
