import { Box, type Theme, useMediaQuery } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, TextInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { EmailAddressField } from '../components/EmailAddressField';
import { choicesOf } from '../components/choices';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';
import { AuditChangesField } from './AuditChangesField';
import { AuditLogCards } from './AuditLogCards';
import { AuditSubjectField } from './AuditSubjectField';
import { type AuditLogEntry, auditRecordName } from './audit-record-name';

const auditFilters = [
  <SelectInput
    key="entity"
    source="entity"
    label="Datensatz"
    choices={choicesOf(AUDIT_ENTITY_LABELS)}
    emptyText="Alle"
    alwaysOn
  />,
  <TextInput key="entity_id" source="entity_id" label="Datensatznummer" alwaysOn />,
  <SelectInput key="action" source="action" label="Aktion" choices={choicesOf(AUDIT_ACTION_LABELS)} emptyText="Alle" />,
  <TextInput key="actor_email" source="actor_email" label="Wer (E-Mail)" />,
];

/** Who changed what and when, read-only (admin changes write it in their own transaction); cards on a phone. */
export function AuditLogList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List sort={{ field: 'at', order: 'DESC' }} filters={auditFilters} exporter={false}>
      {isPhone ? (
        <AuditLogCards />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid rowClick={false} bulkActionButtons={false} sx={{ minWidth: 920 }}>
            <DateTimeField source="at" />
            <EmailAddressField source="actor_email" emptyText="System" />
            <FunctionField<AuditLogEntry>
              source="action"
              render={(record) => AUDIT_ACTION_LABELS[record.action] ?? record.action}
            />
            <AuditSubjectField label="Betrifft" />
            <FunctionField label="Datensatz" sortBy="entity" render={auditRecordName} />
            <AuditChangesField label="Änderungen" />
          </Datagrid>
        </Box>
      )}
    </List>
  );
}
