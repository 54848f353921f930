import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { ToggleButtonGroup } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { ToolbarButton } from './ToolbarButton';

export function HistoryButtons() {
  const editor = useTiptapEditor();
  const can = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      undo: !!current?.isEditable && current.can().undo(),
      redo: !!current?.isEditable && current.can().redo(),
    }),
  });
  return (
    <ToggleButtonGroup>
      <ToolbarButton label="Rückgängig" disabled={!can?.undo} onClick={() => editor.chain().focus().undo().run()}>
        <UndoIcon fontSize="inherit" />
      </ToolbarButton>
      <ToolbarButton label="Wiederholen" disabled={!can?.redo} onClick={() => editor.chain().focus().redo().run()}>
        <RedoIcon fontSize="inherit" />
      </ToolbarButton>
    </ToggleButtonGroup>
  );
}

/** In a list the item moves a level deeper or up; elsewhere the paragraph gets a left margin. */
export function IndentButtons() {
  const editor = useTiptapEditor();
  const can = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      indent: !!current?.isEditable && (current.can().sinkListItem('listItem') || current.can().indent()),
      outdent: !!current?.isEditable && (current.can().liftListItem('listItem') || current.can().outdent()),
    }),
  });
  const indent = () => {
    const chain = editor.chain().focus();
    (editor.isActive('listItem') ? chain.sinkListItem('listItem') : chain.indent()).run();
  };
  const outdent = () => {
    const chain = editor.chain().focus();
    (editor.isActive('listItem') ? chain.liftListItem('listItem') : chain.outdent()).run();
  };
  return (
    <ToggleButtonGroup>
      <ToolbarButton label="Einzug verkleinern" disabled={!can?.outdent} onClick={outdent}>
        <FormatIndentDecreaseIcon fontSize="inherit" />
      </ToolbarButton>
      <ToolbarButton label="Einzug vergrößern" disabled={!can?.indent} onClick={indent}>
        <FormatIndentIncreaseIcon fontSize="inherit" />
      </ToolbarButton>
    </ToggleButtonGroup>
  );
}
