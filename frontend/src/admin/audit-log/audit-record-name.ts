import type { RaRecord } from 'react-admin';
import { AUDIT_ENTITY_LABELS } from './audit-labels';

/** 'Buchung 6ce4…': what an audit entry changed, by its German name and number. */
export const auditRecordName = (record: RaRecord) =>
  record.entity ? `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} ${record.entity_id ?? ''}` : '–';
