import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatAmount } from '@mpb/domain';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { BankTransaction } from './bank-transaction-api';
import {
  BookedOnField,
  DebtorField,
  InvoiceAndStatusField,
  ReasonField,
  RemittanceField,
} from './bank-transaction-fields';
import { CreditRowActions } from './CreditRowActions';
import { EmptyCredits } from './EmptyCredits';

/** The credits on a phone: one card each with the table's fields and actions. */
export function BankTransactionCards() {
  const { data, isPending } = useListContext<BankTransaction>();
  if (isPending) return null;
  if (!data?.length) return <EmptyCredits />;
  return (
    <Stack component="ul" aria-label="Zahlungseingänge" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((credit) => (
        <RecordContextProvider key={credit.id} value={credit}>
          <Card
            component="li"
            variant="outlined"
            aria-label={`${formatAmount(credit.amount_cents)} von ${credit.debtor_name ?? 'Unbekannt'}`}
          >
            <CardContent sx={{ display: 'grid', gap: 0.75, p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{formatAmount(credit.amount_cents)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <BookedOnField />
                </Typography>
              </Box>
              <Box>
                <DebtorField />
              </Box>
              <RemittanceField />
              <Box sx={{ color: 'text.secondary' }}>
                <ReasonField />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <InvoiceAndStatusField />
              </Box>
              <CreditRowActions />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
