import { BooleanField, Datagrid, DateField, List, NumberField, TextField } from 'react-admin';

export function DiscountCodeList() {
  return (
    <List sort={{ field: 'code', order: 'ASC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="code" />
        <TextField source="discount_type" />
        <NumberField source="discount_value" />
        <BooleanField source="active" />
        <DateField source="valid_from" locales="de-DE" />
        <DateField source="valid_until" locales="de-DE" />
        <NumberField source="current_uses" />
        <NumberField source="max_uses" />
        <TextField source="description" />
      </Datagrid>
    </List>
  );
}
