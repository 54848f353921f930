import type { RaRecord } from 'react-admin';

/** 001 §4: payment pending for more than 24 hours (the server decides: payment_overdue) is marked yellow. */
const OVERDUE_ROW_COLOR = '#fff3c4';

export const overdueRowSx = (record: RaRecord) =>
  record.payment_overdue ? { backgroundColor: OVERDUE_ROW_COLOR } : {};
