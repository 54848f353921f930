import { Datagrid, EmailField, List, NumberField, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';

export function WaitlistEntryList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <NumberField source="position" />
        <TextField source="customer_name" />
        <EmailField source="customer_email" />
        <TextField source="customer_phone" />
        <TextField source="course_id" />
        <DateTimeField source="created_at" />
      </Datagrid>
    </List>
  );
}
