import { Box, Card, Chip, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { formatShortDateTime } from '@mpb/domain';
import type { ApiSchema } from '../../api/types';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  RecordContextProvider,
  SearchInput,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton';
import { DateTimeField } from '../components/DateTimeField';
import { EmailAddress, EmailAddressField } from '../components/EmailAddressField';
import { RemoveButton } from '../components/RemoveButton';
import { waitlistCsvUrl } from './waitlist-api';

type QueueEntry = ApiSchema<'AdminWaitlistEntryDto'>;

const RemoveEntryButton = () => (
  <RemoveButton
    confirmTitle="Eintrag entfernen?"
    confirmContent="Die Person wird von der Warteliste entfernt; die Positionen dahinter rücken auf. Ein gehaltener Platz geht an die nächste Person."
    successMessage="Erfolgreich entfernt"
  />
);

function OfferState({ entry }: { entry: QueueEntry }) {
  return entry.status === 'offered' && entry.offer_expires_at ? (
    <Chip size="small" color="success" label={`Platz gehalten bis ${formatShortDateTime(entry.offer_expires_at)}`} />
  ) : (
    <Chip size="small" variant="outlined" label="Wartet" />
  );
}

/** On a phone each entry is a card instead of a table row. */
function QueueCards() {
  const { data } = useListContext<QueueEntry>();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {(data ?? []).map((entry) => (
        <RecordContextProvider key={entry.id} value={entry}>
          <Card variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{`${entry.position}. ${entry.customer_name ?? '–'}`}</Typography>
              <RemoveEntryButton />
            </Stack>
            <EmailAddress address={entry.customer_email} />
            <Typography variant="body2" color="text.secondary">
              {[entry.customer_phone, `angemeldet ${formatShortDateTime(entry.created_at)}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <OfferState entry={entry} />
            </Box>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** One course's queue: search, table (cards on a phone), remove, CSV. */
export function CourseQueue({ courseId }: { courseId: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="waitlist-entries"
      filter={{ courseId }}
      filters={[
        <SearchInput key="q" source="q" placeholder="Name oder E-Mail suchen" alwaysOn sx={{ minWidth: 280 }} />,
      ]}
      sort={{ field: 'position', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CsvExportButton url={waitlistCsvUrl(courseId)} fileName="warteliste.csv" />
        </TopToolbar>
      }
      disableSyncWithLocation
      storeKey={false}
      title={false}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { boxShadow: 'none', overflowX: 'auto' } }}
    >
      {phone ? (
        <QueueCards />
      ) : (
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          sx={{ '& .column-customer_name, & .column-customer_phone': { whiteSpace: 'nowrap' } }}
        >
          <NumberField source="position" label="Position" />
          <TextField source="customer_name" label="Name" emptyText="–" />
          <EmailAddressField source="customer_email" label="E-Mail" />
          <TextField source="customer_phone" label="Telefon" emptyText="–" />
          <DateTimeField source="created_at" label="Anmeldedatum" />
          <FunctionField<QueueEntry>
            label="Angebot"
            sortBy="offer_expires_at"
            render={(entry) => <OfferState entry={entry} />}
          />
          <RemoveEntryButton />
        </Datagrid>
      )}
    </List>
  );
}
