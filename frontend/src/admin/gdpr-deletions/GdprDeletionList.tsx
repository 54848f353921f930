import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';

interface GdprDeletion {
  id: string | number;
  affected_tables?: string[] | null;
}

export function GdprDeletionList() {
  return (
    <List sort={{ field: 'deleted_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="reason" />
        <DateTimeField source="deleted_at" />
        <FunctionField<GdprDeletion>
          source="affected_tables"
          sortable={false}
          render={(record) => (record.affected_tables ?? []).join(', ')}
        />
      </Datagrid>
    </List>
  );
}
