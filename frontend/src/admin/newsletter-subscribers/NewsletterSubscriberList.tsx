import DownloadIcon from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  EmailField,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useNotify,
  useRefresh,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { downloadCsv } from '../components/download-csv';
import { ADMIN_API_URL } from '../data-provider';
import { NewsletterStatsCards } from './NewsletterStats';

type Status = 'active' | 'unsubscribed' | 'unconfirmed';

const STATUS_CHIPS: Record<Status, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Aktiv', color: 'success' },
  unsubscribed: { label: 'Abgemeldet', color: 'default' },
  unconfirmed: { label: 'Unbestätigt', color: 'warning' },
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-Mail oder Name" />,
  <SelectInput key="status" source="status" label="Status" choices={Object.entries(STATUS_CHIPS).map(([id, { label }]) => ({ id, name: label }))} />,
];

/** Downloads the server's CSV of active subscribers. */
function ExportCsvButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(`${ADMIN_API_URL}/newsletter-subscribers/export.csv`, 'newsletter-abonnenten.csv');
      notify('Export erfolgreich', { type: 'success' });
    } catch {
      notify('Export-Fehler', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="CSV exportieren" onClick={download} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}

/** Permanent removal after a confirmation; the cards are counted again afterwards. */
function RemoveButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <DeleteWithConfirmButton
      label="Entfernen"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="Abonnent entfernen?"
      confirmContent="Der Eintrag wird endgültig gelöscht."
      mutationOptions={{
        onSuccess: () => {
          notify('Abonnent entfernt', { type: 'success' });
          refresh();
        },
        onError: () => notify('Entfernung fehlgeschlagen', { type: 'error' }),
      }}
    />
  );
}

export function NewsletterSubscriberList() {
  return (
    <>
      <NewsletterStatsCards />
      <List
        sort={{ field: 'subscribed_at', order: 'DESC' }}
        sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
        filters={filters}
        actions={
          <TopToolbar>
            <FilterButton />
            <ExportCsvButton />
          </TopToolbar>
        }
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="name" emptyText="–" />
          <EmailField source="email" />
          <FunctionField
            source="status"
            label="Status"
            render={(record: { status: Status }) => <Chip size="small" label={STATUS_CHIPS[record.status].label} color={STATUS_CHIPS[record.status].color} />}
          />
          <DateTimeField source="subscribed_at" />
          <DateTimeField source="unsubscribed_at" emptyText="–" />
          <RemoveButton />
        </Datagrid>
      </List>
    </>
  );
}
