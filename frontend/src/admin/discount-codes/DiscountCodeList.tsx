import { BooleanField, DateField, NumberField, TextField } from 'react-admin';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function DiscountCodeList() {
  return (
    <ReadOnlyList sort={{ field: 'code', order: 'ASC' }}>
      <TextField source="code" />
      <TextField source="discount_type" />
      <NumberField source="discount_value" />
      <BooleanField source="active" />
      <DateField source="valid_from" locales="de-DE" />
      <DateField source="valid_until" locales="de-DE" />
      <NumberField source="current_uses" />
      <NumberField source="max_uses" />
      <TextField source="description" />
    </ReadOnlyList>
  );
}
