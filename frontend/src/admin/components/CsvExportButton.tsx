import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { downloadFile } from './download-file';

/** 'CSV exportieren': saves the server's file; 'Export erfolgreich', or the server's reason ('Keine Daten') or 'Export-Fehler'. */
export function CsvExportButton({ url, fileName }: { url: string; fileName: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, fileName);
      notify('Export erfolgreich', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Export-Fehler', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="CSV exportieren" onClick={() => void download()} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
