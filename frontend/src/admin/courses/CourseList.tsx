import { DateField, NumberField, TextField } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function CourseList() {
  return (
    <ReadOnlyList sort={{ field: 'date', order: 'ASC' }}>
      <TextField source="title" />
      <TextField source="type" />
      <DateField source="date" locales="de-DE" />
      <TextField source="start_time" />
      <TextField source="end_time" />
      <CentsField source="gross_price" />
      <NumberField source="available_spots" />
      <NumberField source="max_participants" />
      <TextField source="status" />
    </ReadOnlyList>
  );
}
