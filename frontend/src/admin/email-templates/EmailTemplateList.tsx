import AddIcon from '@mui/icons-material/Add';
import DraftsIcon from '@mui/icons-material/Drafts';
import { Box, Typography, type Theme, useMediaQuery } from '@mui/material';
import { Button, Datagrid, List, SortButton, TextField, TopToolbar, useNotify } from 'react-admin';
import { failureMessage } from '../api-errors';
import { DateTimeField } from '../components/DateTimeField';
import { TemplateNameField, TemplateStatusField, TemplateTypeField } from './email-template-fields';
import { EmailTemplateCards } from './EmailTemplateCards';
import { EmailTemplateRowActions } from './EmailTemplateRowActions';
import { TemplateDialogsProvider, useOpenTemplateDialog } from './template-dialogs';

function NewTemplateButton({ variant }: { variant?: 'contained' }) {
  const open = useOpenTemplateDialog();
  return (
    <Button label="Neues Template" variant={variant} onClick={() => open({ kind: 'create' })}>
      <AddIcon />
    </Button>
  );
}

function TemplateListActions({ isPhone }: { isPhone: boolean }) {
  return (
    <TopToolbar>
      {isPhone && <SortButton fields={['created_at', 'name', 'type']} label="Sortieren" />}
      <NewTemplateButton />
    </TopToolbar>
  );
}

function NoTemplates() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, mx: 'auto' }}>
      <DraftsIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        Keine Templates vorhanden
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 420, mx: 'auto' }}>
        Ohne aktives Standard-Template verschickt die Buchung die eingebauten E-Mails.
      </Typography>
      <NewTemplateButton variant="contained" />
    </Box>
  );
}

/** 'E-Mail Templates' (spec 001 §2): server-paged and sorted table, cards on a phone, editor and test send in dialogs. */
export function EmailTemplateList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const notify = useNotify();
  // 001 §8: 'Fehler beim Laden der E-Mail-Templates: {message}'.
  const onError = (error: Error) => {
    const message = failureMessage('Fehler beim Laden der E-Mail-Templates', error);
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  return (
    <TemplateDialogsProvider>
      <List
        title="E-Mail Templates"
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={<TemplateListActions isPhone={isPhone} />}
        empty={<NoTemplates />}
        queryOptions={{ onError }}
      >
        {isPhone ? (
          <EmailTemplateCards />
        ) : (
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <TemplateNameField label="Name" sortBy="name" />
            <TemplateTypeField label="Typ" sortBy="type" />
            <TextField source="subject" label="Betreff" />
            <TemplateStatusField label="Status" sortBy="is_active" />
            <DateTimeField source="created_at" label="Erstellt am" />
            <EmailTemplateRowActions label="Aktionen" textAlign="right" />
          </Datagrid>
        )}
      </List>
    </TemplateDialogsProvider>
  );
}
