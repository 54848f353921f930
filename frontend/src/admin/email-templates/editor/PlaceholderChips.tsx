import { PLACEHOLDER_NAMES } from '@mpb/domain';
import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { PLACEHOLDER_DESCRIPTIONS, placeholderToken } from '../placeholder-descriptions';

/** The placeholders of 001 §3; a click inserts one where the cursor stands. */
export function PlaceholderChips({ onInsert }: { onInsert: (token: string) => void }) {
  const headingId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, flexBasis: '100%' }}
    >
      <Typography id={headingId} variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        Platzhalter einfügen:
      </Typography>
      {PLACEHOLDER_NAMES.map((name) => (
        <Tooltip key={name} title={PLACEHOLDER_DESCRIPTIONS[name]}>
          <Chip
            size="small"
            variant="outlined"
            label={placeholderToken(name)}
            aria-label={`${placeholderToken(name)} einfügen: ${PLACEHOLDER_DESCRIPTIONS[name]}`}
            onClick={() => onInsert(placeholderToken(name))}
            sx={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
