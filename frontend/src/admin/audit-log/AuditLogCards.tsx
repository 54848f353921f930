import { Card, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { EmailAddressField } from '../components/EmailAddressField';
import { AUDIT_ACTION_LABELS } from './audit-labels';
import { AuditChangesField } from './AuditChangesField';
import { AuditSubjectField } from './AuditSubjectField';
import { type AuditLogEntry, auditRecordName } from './audit-record-name';

/** The audit log on a phone: one card per entry, its changes readable without scrolling sideways. */
export function AuditLogCards() {
  const { data, isPending } = useListContext<AuditLogEntry>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>Keine Einträge gefunden</Typography>;
  return (
    <Stack component="ul" spacing={1} aria-label="Audit-Log-Einträge" sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 0.5, p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography sx={{ fontWeight: 600 }}>{AUDIT_ACTION_LABELS[record.action] ?? record.action}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                <DateTimeField source="at" variant="caption" />
              </Typography>
              <EmailAddressField source="actor_email" emptyText="System" />
              <AuditSubjectField />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {auditRecordName(record)}
              </Typography>
              <AuditChangesField />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
