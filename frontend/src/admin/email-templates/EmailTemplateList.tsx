import { BooleanField, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function EmailTemplateList() {
  return (
    <ReadOnlyList sort={{ field: 'created_at', order: 'DESC' }}>
      <TextField source="name" />
      <TextField source="type" />
      <TextField source="subject" />
      <BooleanField source="is_active" />
      <BooleanField source="is_default" />
      <DateTimeField source="created_at" />
    </ReadOnlyList>
  );
}
