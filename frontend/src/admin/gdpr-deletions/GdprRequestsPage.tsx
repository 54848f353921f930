import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { GdprDeletionForm } from './GdprDeletionForm';
import { GdprDeletionLog } from './GdprDeletionLog';
import { GdprLegalNotes } from './GdprLegalNotes';

/** 'GDPR-Anfragen' (001 §2): delete a person's data, the legal notes, and the log of deletions. */
export function GdprRequestsPage() {
  return (
    <Stack spacing={2} sx={{ py: 2, contain: 'inline-size' }}>
      <Title title="GDPR-Anfragen" />
      <GdprDeletionForm />
      <GdprLegalNotes />
      <GdprDeletionLog />
    </Stack>
  );
}
