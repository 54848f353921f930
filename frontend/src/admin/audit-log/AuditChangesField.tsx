import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';

const show = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));

/** Before and after as a compact diff: only the keys that changed, 'old → new'. */
export function AuditChangesField(_props: Partial<FieldProps>) {
  const record = useRecordContext();
  if (!record) return null;
  const before: Record<string, unknown> = record.before ?? {};
  const after: Record<string, unknown> = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => show(before[key]) !== show(after[key]));
  if (!keys.length) return <Typography variant="body2" color="text.secondary">keine Änderung</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, fontFamily: 'monospace', fontSize: '0.8rem' }}>
      {keys.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {show(before[key])} → {show(after[key])}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
