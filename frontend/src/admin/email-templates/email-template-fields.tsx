import { EMAIL_TEMPLATE_TYPE_LABELS, type EmailTemplateType } from '@mpb/domain';
import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EmailTemplateRecord } from './email-template-api';

const TYPE_COLOURS: Record<EmailTemplateType, ChipProps['color']> = {
  confirmation: 'success',
  cancellation: 'error',
  'manual-confirmation': 'info',
};

// Datagrid reads label, source and sortBy from its column children.
interface ColumnProps {
  label?: string;
  source?: string;
  sortBy?: string;
}

/** The name, with a 'Standard' badge on the default template of its type. */
export function TemplateNameField(_: ColumnProps) {
  const template = useRecordContext<EmailTemplateRecord>();
  if (!template) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {template.name}
      </Typography>
      {template.is_default && <Chip size="small" label="Standard" color="primary" />}
    </Box>
  );
}

export function TemplateTypeField(_: ColumnProps) {
  const template = useRecordContext<EmailTemplateRecord>();
  if (!template) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TYPE_COLOURS[template.type]}
      label={EMAIL_TEMPLATE_TYPE_LABELS[template.type]}
    />
  );
}

export function TemplateStatusField(_: ColumnProps) {
  const template = useRecordContext<EmailTemplateRecord>();
  if (!template) return null;
  return (
    <Chip
      size="small"
      label={template.is_active ? 'Aktiv' : 'Inaktiv'}
      color={template.is_active ? 'success' : 'default'}
    />
  );
}
