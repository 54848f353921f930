import { Button, type ButtonProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';
import { type ActionOutcome, useBookingAction } from './use-booking-action';

interface ConfirmActionButtonProps {
  label: string;
  title: string;
  content: ReactNode;
  failureTitle: string;
  action: () => Promise<ActionOutcome>;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  icon?: ReactNode;
}

/** A button whose action runs only after the admin confirms it in a dialog (001 §5). */
export function ConfirmActionButton({
  label,
  title,
  content,
  failureTitle,
  action,
  color = 'primary',
  variant = 'outlined',
  icon,
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const { pending, run } = useBookingAction();
  return (
    <>
      <Button
        size="small"
        color={color}
        variant={variant}
        startIcon={icon}
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        confirm={label}
        cancel="Abbrechen"
        onConfirm={() => void run(action, failureTitle).then(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
