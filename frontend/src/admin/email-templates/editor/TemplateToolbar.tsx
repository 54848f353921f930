import CodeIcon from '@mui/icons-material/Code';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ToggleButtonGroup } from '@mui/material';
import { AlignmentButtons, ClearButtons, FormatButtons, ListButtons, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { BlockFormatSelect } from './BlockFormatSelect';
import { ColorMenu } from './ColorMenu';
import { HistoryButtons, IndentButtons } from './EditingButtons';
import { PlaceholderChips } from './PlaceholderChips';
import { ToolbarButton } from './ToolbarButton';

interface TemplateToolbarProps {
  codeView: boolean;
  onCodeViewChange: (codeView: boolean) => void;
  onInsertInCode: (token: string) => void;
  onPreview: () => void;
  onHelp: () => void;
}

/** 001 §2: undo/redo, blocks, bold/italic/colour, alignment, lists, indent, clear formatting, code, preview, help. */
export function TemplateToolbar({ codeView, onCodeViewChange, onInsertInCode, onPreview, onHelp }: TemplateToolbarProps) {
  const editor = useTiptapEditor();
  // While the raw HTML is edited, the editor is read-only so its buttons are off and it does not overwrite the code.
  const toggleCodeView = () => {
    editor?.setEditable(codeView, false);
    onCodeViewChange(!codeView);
  };
  const insert = (token: string) => (codeView ? onInsertInCode(token) : editor?.chain().focus().insertContent(token).run());
  return (
    <RichTextInputToolbar size="small">
      <HistoryButtons />
      <BlockFormatSelect />
      <FormatButtons size="small" />
      <ColorMenu />
      <AlignmentButtons size="small" />
      <ListButtons size="small" />
      <IndentButtons />
      <ClearButtons size="small" />
      <ToggleButtonGroup size="small">
        <ToolbarButton label="HTML-Code bearbeiten" pressed={codeView} onClick={toggleCodeView}>
          <CodeIcon fontSize="inherit" />
        </ToolbarButton>
        <ToolbarButton label="Vorschau" onClick={onPreview}>
          <VisibilityIcon fontSize="inherit" />
        </ToolbarButton>
        <ToolbarButton label="Hilfe zu Platzhaltern" onClick={onHelp}>
          <HelpIcon fontSize="inherit" />
        </ToolbarButton>
      </ToggleButtonGroup>
      <PlaceholderChips onInsert={insert} />
    </RichTextInputToolbar>
  );
}
