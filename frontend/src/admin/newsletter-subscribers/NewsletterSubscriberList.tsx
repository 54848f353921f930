import { BooleanField, Datagrid, EmailField, List, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';

export function NewsletterSubscriberList() {
  return (
    <List sort={{ field: 'subscribed_at', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <EmailField source="email" />
        <BooleanField source="active" />
        <DateTimeField source="subscribed_at" />
        <DateTimeField source="unsubscribed_at" />
      </Datagrid>
    </List>
  );
}
