import { MenuItem, TextField } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';

const FORMATS = [
  { value: 'paragraph', label: 'Absatz' },
  { value: '1', label: 'Überschrift 1' },
  { value: '2', label: 'Überschrift 2' },
  { value: '3', label: 'Überschrift 3' },
] as const;

/** Paragraph or one of the three heading levels the server keeps. */
export function BlockFormatSelect() {
  const editor = useTiptapEditor();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      editable: !!current?.isEditable,
      format:
        FORMATS.find(({ value }) => value !== 'paragraph' && current?.isActive('heading', { level: Number(value) }))
          ?.value ?? 'paragraph',
    }),
  });
  const choose = (value: string) => {
    const chain = editor.chain().focus();
    (value === 'paragraph' ? chain.setParagraph() : chain.setHeading({ level: Number(value) as 1 | 2 | 3 })).run();
  };
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      value={state?.format ?? 'paragraph'}
      onChange={(event) => choose(event.target.value)}
      disabled={!state?.editable}
      slotProps={{ htmlInput: { 'aria-label': 'Absatzformat' } }}
      sx={{ '&&': { width: 160 }, '& .MuiInputBase-input': { py: 0.75 } }}
    >
      {FORMATS.map(({ value, label }) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
