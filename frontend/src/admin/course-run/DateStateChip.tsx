import { Chip, type ChipProps } from '@mui/material';
import { DATE_STATE_LABELS, type DateState } from '@mpb/domain';

const COLORS: Record<DateState, ChipProps['color']> = {
  upcoming: 'default',
  running: 'info',
  attendance_open: 'warning',
  certificates_pending: 'secondary',
  certificates_sent: 'success',
  finished: 'default',
};

/** A course date's state at a glance: 'Bevorstehend', 'Läuft', 'Anwesenheit offen', 'Zertifikate versendet'. */
export function DateStateChip({ state }: { state?: DateState | null }) {
  if (!state) return null;
  const color = COLORS[state];
  return (
    <Chip
      size="small"
      color={color}
      variant={state === 'upcoming' || state === 'finished' ? 'outlined' : 'filled'}
      label={DATE_STATE_LABELS[state]}
      data-date-state={state}
      sx={{ mt: 0.5 }}
    />
  );
}
