import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin';
import { CentsField } from '../components/CentsField';

export function CourseList() {
  return (
    <List sort={{ field: 'date', order: 'ASC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="type" />
        <DateField source="date" locales="de-DE" />
        <TextField source="start_time" />
        <TextField source="end_time" />
        <CentsField source="gross_price" />
        <NumberField source="available_spots" />
        <NumberField source="max_participants" />
        <TextField source="status" />
      </Datagrid>
    </List>
  );
}
