import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { previewEmailTemplate } from './email-template-api';
import { placeholderToken } from './placeholder-descriptions';

/** The server's rendering with sample data, isolated in a sandboxed frame (no scripts, no access to the admin). */
export function TemplatePreviewDialog({
  subject,
  htmlContent,
  onClose,
}: {
  subject: string;
  htmlContent: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const preview = useQuery({
    queryKey: ['email-template-preview', subject, htmlContent],
    queryFn: () => previewEmailTemplate(subject, htmlContent),
    retry: false,
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Vorschau mit Beispieldaten</DialogTitle>
      <DialogContent dividers>
        {preview.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Vorschau wird geladen" />
          </Box>
        )}
        {preview.isError && <Alert severity="error">{`Vorschau nicht möglich: ${preview.error.message}`}</Alert>}
        {preview.data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <strong>Betreff:</strong> {preview.data.subject || '–'}
            </Typography>
            {preview.data.unknownPlaceholders.length > 0 && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {`Unbekannte Platzhalter (können nicht gespeichert werden): ${preview.data.unknownPlaceholders.map(placeholderToken).join(', ')}`}
              </Alert>
            )}
            <Box
              component="iframe"
              title="Vorschau der E-Mail"
              sandbox=""
              srcDoc={preview.data.html}
              sx={{
                width: '100%',
                height: fullScreen ? 'calc(100vh - 220px)' : '60vh',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'common.white',
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Schließen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
