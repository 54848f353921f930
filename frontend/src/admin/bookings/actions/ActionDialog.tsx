import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';

interface ActionDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** Keeps the submit button off while the form cannot be sent yet. */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog with a small form for one action on a row; full screen on a phone. */
export function ActionDialog({
  open,
  title,
  submitLabel,
  pending,
  submitDisabled,
  onClose,
  onSubmit,
  children,
}: ActionDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={pending || submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
