import HtmlIcon from '@mui/icons-material/Html';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, ToggleButtonGroup } from '@mui/material';
import { AlignmentButtons, ClearButtons, FormatButtons, ListButtons, RichTextInputToolbar } from 'ra-input-rich-text';
import type { MouseEvent } from 'react';
import { BlockFormatSelect } from './BlockFormatSelect';
import { ColorMenu } from './ColorMenu';
import { HistoryButtons, IndentButtons } from './EditingButtons';
import { PlaceholderChips } from './PlaceholderChips';
import { ToolbarButton } from './ToolbarButton';

/**
 * A button pressed with the mouse leaves the focus (and cursor) where the typing is: TipTap hands it
 * back to the editor only on the next animation frame, and what is typed before that frame is lost.
 */
function keepFocusOnPress(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('button, [role="button"]')) event.preventDefault();
}

interface TemplateToolbarProps {
  codeView: boolean;
  onToggleCodeView: () => void;
  onInsert: (token: string) => void;
  onPreview: () => void;
  onHelp: () => void;
}

/** 001 §2: undo/redo, blocks, bold/italic/colour, alignment, lists, indent, clear formatting, code, preview, help. */
export function TemplateToolbar({ codeView, onToggleCodeView, onInsert, onPreview, onHelp }: TemplateToolbarProps) {
  return (
    <Box onMouseDown={keepFocusOnPress}>
      <RichTextInputToolbar>
        <HistoryButtons />
        <BlockFormatSelect />
        <FormatButtons />
        <ColorMenu />
        <AlignmentButtons />
        <ListButtons />
        <IndentButtons />
        <ClearButtons />
        <ToggleButtonGroup>
          <ToolbarButton label="HTML-Code bearbeiten" pressed={codeView} onClick={onToggleCodeView}>
            <HtmlIcon fontSize="inherit" />
          </ToolbarButton>
          <ToolbarButton label="Vorschau" onClick={onPreview}>
            <VisibilityIcon fontSize="inherit" />
          </ToolbarButton>
          <ToolbarButton label="Hilfe zu Platzhaltern" onClick={onHelp}>
            <HelpIcon fontSize="inherit" />
          </ToolbarButton>
        </ToggleButtonGroup>
        <PlaceholderChips onInsert={onInsert} />
      </RichTextInputToolbar>
    </Box>
  );
}
