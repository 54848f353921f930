import { todayInBerlin } from '@mpb/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';
import {
  audienceText,
  discountText,
  statusOf,
  usageText,
  validityText,
  type DiscountCodeRecord,
} from './discount-code-format';
import { DiscountCodeDialog } from './DiscountCodeDialog';
import { DiscountUsageDialog } from './DiscountUsageDialog';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'usages'; code: DiscountCodeRecord } | null;

/** An icon button with its name as tooltip and accessible label; a disabled one still explains itself. */
function IconAction({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error';
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" onClick={onClick} disabled={disabled} color={color}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function CodeActions({ open }: { open: (dialog: OpenDialog) => void }) {
  const code = useRecordContext<DiscountCodeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  if (!code) return null;
  const failed = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten.', { type: 'error' });
  const toggle = async () => {
    try {
      await adminCall(api.POST('/api/admin/discount-codes/{id}/toggle', { params: { path: { id: String(code.id) } } }));
      notify(`Erfolg: Code ${code.code} ${code.active ? 'deaktiviert' : 'aktiviert'}`, { type: 'success' });
      refresh();
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await deleteOne(
        'discount-codes',
        { id: code.id, previousData: code },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`Erfolg: Code ${code.code} gelöscht`, { type: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  const used = code.current_uses > 0;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <IconAction label="Bearbeiten" onClick={() => open({ kind: 'edit', code })}>
        <EditIcon fontSize="small" />
      </IconAction>
      <IconAction label={code.active ? 'Deaktivieren' : 'Aktivieren'} onClick={() => void toggle()}>
        {code.active ? <ToggleOnIcon color="success" /> : <ToggleOffIcon />}
      </IconAction>
      <IconAction label="Verwendungen" onClick={() => open({ kind: 'usages', code })}>
        <ReceiptLongIcon fontSize="small" />
      </IconAction>
      <IconAction
        label={used ? 'Löschen (nicht möglich: bereits verwendet)' : 'Löschen'}
        onClick={() => setConfirmingDelete(true)}
        disabled={used}
        color="error"
      >
        <DeleteIcon fontSize="small" />
      </IconAction>
      <Confirm
        isOpen={confirmingDelete}
        title={`Code ${code.code} löschen?`}
        content="Der Code wird endgültig gelöscht."
        confirm="Löschen"
        cancel="Abbrechen"
        onConfirm={() => void remove()}
        onClose={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
}

function CodeStatus({ code }: { code: DiscountCodeRecord }) {
  const { label, color, variant } = statusOf(code, todayInBerlin(new Date()));
  return <Chip size="small" label={label} color={color} variant={variant} />;
}

export function DiscountCodeList() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  return (
    <>
      <List
        sort={{ field: 'created_at', order: 'DESC' }}
        sx={{ '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
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
          <FunctionField
            source="discount_value"
            label="Rabatt"
            render={(code: DiscountCodeRecord) => discountText(code)}
          />
          <FunctionField
            source="active"
            label="Status"
            render={(code: DiscountCodeRecord) => <CodeStatus code={code} />}
          />
          <FunctionField
            source="valid_from"
            label="Gültigkeit"
            sx={{ whiteSpace: 'nowrap' }}
            render={(code: DiscountCodeRecord) => validityText(code)}
          />
          <FunctionField
            source="current_uses"
            label="Verwendung"
            render={(code: DiscountCodeRecord) => usageText(code)}
          />
          <FunctionField
            source="first_booking_only"
            label="Gilt für"
            sx={{ whiteSpace: 'nowrap' }}
            render={(code: DiscountCodeRecord) => audienceText(code)}
          />
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
