import { BooleanField, Datagrid, List, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';

export function EmailTemplateList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="type" />
        <TextField source="subject" />
        <BooleanField source="is_active" />
        <BooleanField source="is_default" />
        <DateTimeField source="created_at" />
      </Datagrid>
    </List>
  );
}
