import { EMAIL_TEMPLATE_TYPE_LABELS } from '@mpb/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import { choicesOf } from '../components/choices';
import { failureMessage, fieldErrorsOf } from '../api-errors';
import type { EmailTemplateFormValues, EmailTemplateRecord } from './email-template-api';
import { TemplateBodyInput } from './TemplateBodyInput';

const TYPE_CHOICES = choicesOf(EMAIL_TEMPLATE_TYPE_LABELS);

// The form sits between paper and title/content/actions: it must pass the column layout on, so only the content scrolls.
const FORM_FILLS_PAPER = {
  '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' },
};

const NEW_TEMPLATE: EmailTemplateFormValues = {
  name: '',
  type: 'confirmation',
  subject: '',
  html_content: '',
  is_active: true,
  is_default: false,
};

const formValuesOf = ({
  name,
  type,
  subject,
  html_content,
  is_active,
  is_default,
}: EmailTemplateRecord): EmailTemplateFormValues => ({
  name,
  type,
  subject,
  html_content,
  is_active,
  is_default,
});

/** 'Neues Template' / 'Template bearbeiten'; the server's field messages appear at the fields. */
export default function EmailTemplateDialog({
  record,
  onClose,
}: {
  record?: EmailTemplateRecord;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const save = async (values: Partial<EmailTemplateFormValues>) => {
    try {
      if (record) await dataProvider.update('email-templates', { id: record.id, data: values, previousData: record });
      else await dataProvider.create('email-templates', { data: values });
    } catch (error) {
      notify(failureMessage('Fehler beim Speichern', error), { type: 'error' });
      return fieldErrorsOf(error);
    }
    notify(record ? 'Template aktualisiert' : 'Template erstellt', { type: 'success' });
    refresh();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      sx={FORM_FILLS_PAPER}
    >
      <Form defaultValues={record ? formValuesOf(record) : NEW_TEMPLATE} onSubmit={save}>
        <DialogTitle id={titleId}>{record ? 'Template bearbeiten' : 'Neues Template'}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}>
            <TextInput source="name" label="Name" autoFocus />
            <SelectInput source="type" label="Typ" choices={TYPE_CHOICES} validate={required()} />
          </Box>
          <TextInput
            source="subject"
            label="Betreff"
            helperText="Platzhalter wie {{booking_id}} sind auch hier möglich."
          />
          <TemplateBodyInput />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, mt: 1 }}>
            <BooleanInput source="is_active" label="Aktiv" helperText={false} />
            <BooleanInput
              source="is_default"
              label="Als Standard markieren"
              helperText="Ersetzt den bisherigen Standard dieses Typs."
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>Abbrechen</Button>
          <SaveButton label="Speichern" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
