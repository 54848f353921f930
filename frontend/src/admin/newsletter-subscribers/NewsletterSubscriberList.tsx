import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton';
import { DateTimeField } from '../components/DateTimeField';
import { EmailAddressField } from '../components/EmailAddressField';
import { RemoveButton } from '../components/RemoveButton';
import { apiUrl } from '../../api/client';
import { NewsletterStatsCards } from './NewsletterStats';

type Status = 'active' | 'unsubscribed' | 'unconfirmed';

const STATUS_CHIPS: Record<Status, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Aktiv', color: 'success' },
  unsubscribed: { label: 'Abgemeldet', color: 'default' },
  unconfirmed: { label: 'Unbestätigt', color: 'warning' },
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-Mail oder Name" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={Object.entries(STATUS_CHIPS).map(([id, { label }]) => ({ id, name: label }))}
  />,
];

/** Shown before anyone has subscribed (react-admin's default would name the tab, 'Newsletter', under a huge icon). */
function NoSubscribers() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, mx: 'auto' }}>
      <MarkEmailUnreadOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        Noch keine Abonnentinnen und Abonnenten
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        Wer sich auf der Website für den Newsletter anmeldet, erscheint hier.
      </Typography>
    </Box>
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
        empty={<NoSubscribers />}
        actions={
          <TopToolbar>
            <FilterButton />
            <CsvExportButton
              url={apiUrl('/api/admin/newsletter-subscribers/export.csv', {})}
              fileName="newsletter-abonnenten.csv"
            />
          </TopToolbar>
        }
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="name" emptyText="–" />
          <EmailAddressField source="email" />
          <FunctionField
            source="status"
            label="Status"
            render={(record: { status: Status }) => (
              <Chip size="small" label={STATUS_CHIPS[record.status].label} color={STATUS_CHIPS[record.status].color} />
            )}
          />
          <DateTimeField source="subscribed_at" />
          <DateTimeField source="unsubscribed_at" emptyText="–" />
          <RemoveButton
            confirmTitle="Abonnent entfernen?"
            confirmContent="Der Eintrag wird endgültig gelöscht."
            successMessage="Abonnent entfernt"
          />
        </Datagrid>
      </List>
    </>
  );
}
