import { TextField } from '@mui/material';
import type { Ref } from 'react';

interface HtmlCodeInputProps {
  inputRef: Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (html: string) => void;
}

/** The body as raw HTML, in place of the rich-text editor. */
export function HtmlCodeInput({ inputRef, value, onChange }: HtmlCodeInputProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={inputRef}
      multiline
      rows={18}
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { 'aria-label': 'HTML-Code der E-Mail', spellCheck: false } }}
      sx={{ '& textarea': { height: 366, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 } }}
    />
  );
}
