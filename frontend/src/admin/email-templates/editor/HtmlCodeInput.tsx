import { TextField } from '@mui/material';
import type { Ref } from 'react';
import { useInput } from 'react-admin';

/** The body as raw HTML; the rich-text editor takes the text over again when the code view closes. */
export function HtmlCodeInput({ inputRef }: { inputRef: Ref<HTMLTextAreaElement> }) {
  const { field } = useInput({ source: 'html_content' });
  return (
    <TextField
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
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
