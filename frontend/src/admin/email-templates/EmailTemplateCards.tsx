import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import type { EmailTemplateRecord } from './email-template-api';
import { TemplateNameField, TemplateStatusField, TemplateTypeField } from './email-template-fields';
import { EmailTemplateRowActions } from './EmailTemplateRowActions';

/** The templates on a phone: one card per template with the table's fields and actions. */
export function EmailTemplateCards() {
  const { data, isPending } = useListContext<EmailTemplateRecord>();
  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 1 }} aria-busy="true" aria-label="Templates werden geladen">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data?.map((template) => (
        <RecordContextProvider key={template.id} value={template}>
          <Card variant="outlined" component="article" aria-label={template.name}>
            <CardContent sx={{ '&:last-child': { pb: 1 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <TemplateNameField />
                <TemplateStatusField />
              </Box>
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {template.subject}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mt: 1,
                  gap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <TemplateTypeField />
                  <Typography variant="caption" color="text.secondary">
                    <DateTimeField source="created_at" variant="caption" />
                  </Typography>
                </Box>
                <EmailTemplateRowActions />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
