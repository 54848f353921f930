import { EmailField, NumberField, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function WaitlistEntryList() {
  return (
    <ReadOnlyList sort={{ field: 'position', order: 'ASC' }}>
      <NumberField source="position" />
      <TextField source="customer_name" />
      <EmailField source="customer_email" />
      <TextField source="customer_phone" />
      <TextField source="course_id" />
      <DateTimeField source="created_at" />
    </ReadOnlyList>
  );
}
