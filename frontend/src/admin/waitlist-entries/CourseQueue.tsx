import DownloadIcon from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { formatShortDateTime } from '@mpb/domain';
import {
  Button,
  Datagrid,
  DeleteButton,
  EmailField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useRefresh,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { downloadWaitlistCsv } from './waitlist-api';

interface QueueEntry {
  id: string;
  customer_name: string | null;
  status: 'waiting' | 'offered';
  offer_expires_at: string | null;
}

function CsvButton({ courseId }: { courseId: string }) {
  const notify = useNotify();
  const download = () =>
    downloadWaitlistCsv(courseId).then(
      () => notify('Export erfolgreich', { type: 'success' }),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return <Button label="CSV exportieren" onClick={download} startIcon={<DownloadIcon />} />;
}

function RemoveButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <DeleteButton
      label="Entfernen"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="Eintrag entfernen?"
      confirmContent="Die Person wird von der Warteliste entfernt; die Positionen dahinter rücken auf. Ein gehaltener Platz geht an die nächste Person."
      mutationOptions={{
        onSuccess: () => {
          notify('Erfolgreich entfernt', { type: 'success' });
          refresh();
        },
        onError: () => notify('Entfernung fehlgeschlagen', { type: 'error' }),
      }}
    />
  );
}

/** One course's queue: search, table, remove, CSV. */
export function CourseQueue({ courseId }: { courseId: string }) {
  return (
    <List
      resource="waitlist-entries"
      filter={{ courseId }}
      filters={[<SearchInput key="q" source="q" placeholder="Name oder E-Mail suchen" alwaysOn />]}
      sort={{ field: 'position', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CsvButton courseId={courseId} />
        </TopToolbar>
      }
      disableSyncWithLocation
      storeKey={false}
      title={false}
      empty={false}
      sx={{ '& .RaList-content': { boxShadow: 'none' } }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <NumberField source="position" label="Position" />
        <TextField source="customer_name" label="Name" emptyText="–" />
        <EmailField source="customer_email" label="E-Mail" />
        <TextField source="customer_phone" label="Telefon" emptyText="–" />
        <DateTimeField source="created_at" label="Anmeldedatum" />
        <FunctionField<QueueEntry>
          label="Angebot"
          sortBy="offer_expires_at"
          render={(entry) =>
            entry.status === 'offered' && entry.offer_expires_at ? (
              <Chip size="small" color="success" label={`Platz gehalten bis ${formatShortDateTime(entry.offer_expires_at)}`} />
            ) : (
              <Chip size="small" variant="outlined" label="Wartet" />
            )
          }
        />
        <RemoveButton />
      </Datagrid>
    </List>
  );
}
