import { DateField, EmailField, TextField } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { DateTimeField } from '../components/DateTimeField';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function BookingList() {
  return (
    <ReadOnlyList sort={{ field: 'created_at', order: 'DESC' }}>
      <TextField source="customer_name" />
      <EmailField source="customer_email" />
      <TextField source="course_title" />
      <DateField source="course_date" locales="de-DE" />
      <CentsField source="amount" />
      <TextField source="booking_status" />
      <TextField source="payment_status" />
      <TextField source="email_status" />
      <DateTimeField source="created_at" />
    </ReadOnlyList>
  );
}
