import { FunctionField, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { ReadOnlyList } from '../components/ReadOnlyList';

interface GdprDeletion {
  id: string | number;
  affected_tables?: string[] | null;
}

export function GdprDeletionList() {
  return (
    <ReadOnlyList sort={{ field: 'deleted_at', order: 'DESC' }}>
      <TextField source="email" />
      <TextField source="reason" />
      <DateTimeField source="deleted_at" />
      <FunctionField<GdprDeletion>
        source="affected_tables"
        sortable={false}
        render={(record) => (record.affected_tables ?? []).join(', ')}
      />
    </ReadOnlyList>
  );
}
