import { Link } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { type FieldProps, useFieldValue } from 'react-admin';

/**
 * An address with line-break chances only where a reader expects them: before the '@' and after
 * each '.'. A segment still too long for its line breaks only then (overflow-wrap: break-word),
 * so a table column never shrinks an address to a few letters per line.
 */
function breakableAddress(address: string): ReactNode {
  const parts = address.split(/(?=@)|(?<=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** An e-mail address as a mailto link that wraps at '@' and '.' only. */
export function EmailAddress({ address, variant = 'body2' }: { address: string; variant?: 'body2' | 'caption' }) {
  return (
    <Link
      href={`mailto:${address}`}
      variant={variant}
      underline="hover"
      sx={{ display: 'block', overflowWrap: 'break-word', wordBreak: 'normal' }}
    >
      {breakableAddress(address)}
    </Link>
  );
}

/** react-admin field of an e-mail address (replaces EmailField in the admin tables). */
export function EmailAddressField(props: FieldProps & { emptyText?: string }) {
  const value = useFieldValue(props) as string | null | undefined;
  if (!value) return <span>{props.emptyText ?? ''}</span>;
  return <EmailAddress address={value} />;
}
