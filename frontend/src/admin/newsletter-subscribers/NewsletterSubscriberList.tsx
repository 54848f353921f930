import { BooleanField, EmailField, TextField } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { ReadOnlyList } from '../components/ReadOnlyList';

export function NewsletterSubscriberList() {
  return (
    <ReadOnlyList sort={{ field: 'subscribed_at', order: 'DESC' }}>
      <TextField source="name" />
      <EmailField source="email" />
      <BooleanField source="active" />
      <DateTimeField source="subscribed_at" />
      <DateTimeField source="unsubscribed_at" />
    </ReadOnlyList>
  );
}
