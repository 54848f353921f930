import { Button } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/** 'Verlauf': the audit log of this booking. */
export function HistoryLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ entity: 'booking', entity_id: String(record.id) }));
  return (
    <Button size="small" variant="text" component={Link} to={`${createPath({ resource: 'audit-log', type: 'list' })}?filter=${filter}`}>
      Verlauf
    </Button>
  );
}
