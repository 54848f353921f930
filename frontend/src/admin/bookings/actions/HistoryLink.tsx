import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/** 'Verlauf': the audit log of this booking. */
export function HistoryLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ entity: 'booking', entity_id: String(record.id) }));
  return (
    <Tooltip title="Verlauf">
      <IconButton
        size="small"
        color="primary"
        aria-label="Verlauf"
        component={Link}
        to={`${createPath({ resource: 'audit-log', type: 'list' })}?filter=${filter}`}
      >
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
