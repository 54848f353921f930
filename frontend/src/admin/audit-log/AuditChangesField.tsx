import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import { fieldLabel, formatAuditValue } from './audit-labels';
import type { AuditLogEntry } from './audit-record-name';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Before and after as a compact German diff: only the fields that changed, 'vorher → nachher'. */
export function AuditChangesField(_props: Partial<FieldProps>) {
  const record = useRecordContext<AuditLogEntry>();
  if (!record) return null;
  const before = record.before ?? {};
  const after = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  );
  if (!keys.length)
    return (
      <Typography variant="body2" color="text.secondary">
        keine Änderung
      </Typography>
    );
  const onlyAfter = !record.before;
  const onlyBefore = !record.after;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, fontSize: '0.8rem' }}
    >
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fieldLabel(key)}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {onlyAfter
              ? formatAuditValue(key, after[key], after)
              : onlyBefore
                ? formatAuditValue(key, before[key], before)
                : `${formatAuditValue(key, before[key], before)} → ${formatAuditValue(key, after[key], after)}`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
