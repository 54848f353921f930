import { ToggleButton } from '@mui/material';
import type { ReactNode } from 'react';

interface ToolbarButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Only for buttons that switch a state on and off (announced as pressed). */
  pressed?: boolean;
  children: ReactNode;
}

/** A toolbar command in the look of react-admin's rich-text buttons, named for screen readers and on hover. */
export function ToolbarButton({ label, onClick, disabled, pressed, children }: ToolbarButtonProps) {
  return (
    <ToggleButton
      value={label}
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      selected={pressed ?? false}
      aria-pressed={pressed}
    >
      {children}
    </ToggleButton>
  );
}
