import { Alert, Box, Typography } from '@mui/material';
import { CUSTOMER_TYPE_LABELS, formatAmount, formatShortDateTime } from '@mpb/domain';
import type { RefundProposal } from '../booking-api';

/** Who booked and when, and why the server proposes this refund (withdrawal or the terms' band). */
export function RefundProposalInfo({ proposal }: { proposal: RefundProposal }) {
  const facts = [
    ['Kundenart', CUSTOMER_TYPE_LABELS[proposal.customerType]],
    ['Firma', proposal.company ?? '–'],
    ['Gebucht am', formatShortDateTime(proposal.bookedAt)],
  ];
  return (
    <>
      <Box
        component="dl"
        aria-label="Buchung"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info">
        Bezahlt: {formatAmount(proposal.paidCents)}. Vorschlag:{' '}
        <strong>{formatAmount(proposal.proposedRefundCents)}</strong>. {proposal.reason}
      </Alert>
    </>
  );
}
