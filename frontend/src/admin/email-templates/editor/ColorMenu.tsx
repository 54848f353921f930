import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import { Box, ListItemIcon, ListItemText, Menu, MenuItem, ToggleButton } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useId, useState } from 'react';

// Dark enough for text on white (WCAG AA), and the brand's blue and teal.
const COLOURS = [
  { value: '#0b4f71', label: 'Blau' },
  { value: '#0f766e', label: 'Petrol' },
  { value: '#15803d', label: 'Grün' },
  { value: '#b91c1c', label: 'Rot' },
  { value: '#c2410c', label: 'Orange' },
  { value: '#6d28d9', label: 'Violett' },
  { value: '#4b5563', label: 'Grau' },
];

const Swatch = ({ colour }: { colour: string }) => (
  <Box sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider' }} />
);

export function ColorMenu() {
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      editable: !!current?.isEditable,
      colour: (current?.getAttributes('textStyle').color as string | undefined) ?? null,
    }),
  });
  const choose = (colour: string | null) => {
    setAnchor(null);
    const chain = editor.chain().focus();
    (colour ? chain.setColor(colour) : chain.unsetColor()).run();
  };
  return (
    <>
      <ToggleButton
        value="colour"
        aria-label="Textfarbe"
        title="Textfarbe"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={!state?.editable}
        selected={false}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexDirection: 'column', gap: '1px' }}
      >
        <FormatColorTextIcon fontSize="inherit" />
        <Box sx={{ width: 16, height: 3, bgcolor: state?.colour ?? 'text.primary' }} />
      </ToggleButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem selected={!state?.colour} onClick={() => choose(null)}>
          <ListItemIcon>
            <Swatch colour="#1f2937" />
          </ListItemIcon>
          <ListItemText>Standardfarbe</ListItemText>
        </MenuItem>
        {COLOURS.map(({ value, label }) => (
          <MenuItem key={value} selected={state?.colour === value} onClick={() => choose(value)}>
            <ListItemIcon>
              <Swatch colour={value} />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
