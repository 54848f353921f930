import AddIcon from '@mui/icons-material/Add';
import { Chip, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../data-provider';
import { discountText, usageText, validityText, type DiscountCodeRecord } from './discount-code-format';
import { DiscountCodeDialog } from './DiscountCodeDialog';
import { DiscountUsageDialog } from './DiscountUsageDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'usages'; code: DiscountCodeRecord } | null;

function CodeActions({ open }: { open: (dialog: OpenDialog) => void }) {
  const code = useRecordContext<DiscountCodeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!code) return null;
  const toggle = async () => {
    try {
      await httpClient(`${ADMIN_API_URL}/discount-codes/${code.id}/toggle`, { method: 'POST' });
      notify(`Erfolg: Code ${code.code} ${code.active ? 'deaktiviert' : 'aktiviert'}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten.', { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button label="Bearbeiten" onClick={() => open({ kind: 'edit', code })} />
      <Button label={code.active ? 'Deaktivieren' : 'Aktivieren'} onClick={toggle} />
      <Button label="Verwendungen" onClick={() => open({ kind: 'usages', code })} />
      <DeleteWithConfirmButton
        label="Löschen"
        disabled={code.current_uses > 0}
        mutationMode="pessimistic"
        confirmTitle={`Code ${code.code} löschen?`}
        confirmContent="Der Code wird endgültig gelöscht."
        mutationOptions={{ onSuccess: () => notify(`Erfolg: Code ${code.code} gelöscht`, { type: 'success' }) }}
        redirect={false}
      />
    </Stack>
  );
}

export function DiscountCodeList() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  return (
    <>
      <List
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
          <TopToolbar>
            <Button label="Neuer Code" onClick={() => setDialog({ kind: 'create' })}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="code" sx={{ fontWeight: 600, fontFamily: 'monospace' }} />
          <FunctionField source="discount_value" label="Rabatt" render={(code: DiscountCodeRecord) => discountText(code)} />
          <FunctionField
            source="active"
            label="Status"
            render={(code: DiscountCodeRecord) => <Chip size="small" label={code.active ? 'Aktiv' : 'Inaktiv'} color={code.active ? 'success' : 'default'} />}
          />
          <FunctionField source="valid_from" label="Gültigkeit" render={(code: DiscountCodeRecord) => validityText(code)} />
          <FunctionField source="current_uses" label="Verwendung" render={(code: DiscountCodeRecord) => usageText(code)} />
          <TextField source="description" emptyText="–" />
          <CodeActions open={setDialog} />
        </Datagrid>
      </List>
      {dialog?.kind === 'create' && <DiscountCodeDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <DiscountCodeDialog record={dialog.code} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'usages' && <DiscountUsageDialog code={dialog.code} onClose={() => setDialog(null)} />}
    </>
  );
}
