import { Box } from '@mui/material';
import { Datagrid, FunctionField, List, type RaRecord, SelectInput, TextInput } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { EmailAddressField } from '../components/EmailAddressField';
import { choicesOf } from '../components/choices';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from './audit-labels';
import { AuditChangesField } from './AuditChangesField';

const recordName = (record: RaRecord) => (record.entity ? `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} ${record.entity_id ?? ''}` : '–');

const auditFilters = [
  <SelectInput key="entity" source="entity" label="Datensatz" choices={choicesOf(AUDIT_ENTITY_LABELS)} emptyText="Alle" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" label="Datensatznummer" alwaysOn />,
  <SelectInput key="action" source="action" label="Aktion" choices={choicesOf(AUDIT_ACTION_LABELS)} emptyText="Alle" />,
  <TextInput key="actor_email" source="actor_email" label="Wer (E-Mail)" />,
];

/** Who changed what and when, read-only (admin changes write it in their own transaction). */
export function AuditLogList() {
  return (
    <List sort={{ field: 'at', order: 'DESC' }} filters={auditFilters} exporter={false}>
      <Box sx={{ overflowX: 'auto' }}>
        {/* Scrolls sideways on a phone rather than squeezing the changes into a sliver. */}
        <Datagrid rowClick={false} bulkActionButtons={false} sx={{ minWidth: 760 }}>
          <DateTimeField source="at" />
          <EmailAddressField source="actor_email" emptyText="System" />
          <FunctionField source="action" render={(record) => AUDIT_ACTION_LABELS[record.action] ?? record.action} />
          <FunctionField label="Datensatz" sortBy="entity" render={recordName} />
          <AuditChangesField label="Änderungen" />
        </Datagrid>
      </Box>
    </List>
  );
}
