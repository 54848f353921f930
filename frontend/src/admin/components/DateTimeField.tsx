import { DateField, type DateFieldProps } from 'react-admin';

/** Timestamps in Berlin time, the business's time zone. */
export function DateTimeField(props: DateFieldProps) {
  return (
    <DateField
      showTime
      locales="de-DE"
      options={{ dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' }}
      {...props}
    />
  );
}
