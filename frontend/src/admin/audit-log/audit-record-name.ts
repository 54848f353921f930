import type { ApiSchema } from '../../api/types';
import { AUDIT_ENTITY_LABELS } from './audit-labels';

export type AuditLogEntry = ApiSchema<'AdminAuditLogEntryDto'>;

/** 'Buchung 6ce4…': what an audit entry changed, by its German name and number. */
export const auditRecordName = (record: AuditLogEntry) =>
  record.entity ? `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} ${record.entity_id ?? ''}` : '–';
