import { Box, FormHelperText } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { TiptapEditorProvider } from 'ra-input-rich-text';
import { useEffect, useRef, useState } from 'react';
import { Labeled, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { EmailTemplateFormValues } from './email-template-api';
import { TEMPLATE_EDITOR_OPTIONS } from './editor/editor-options';
import { HtmlCodeInput } from './editor/HtmlCodeInput';
import { TemplateToolbar } from './editor/TemplateToolbar';
import { PlaceholderHelpDialog } from './PlaceholderHelpDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

const EDITOR_HEIGHT = 400;

/**
 * The e-mail body: rich text (TipTap, with react-admin's toolbar buttons) or raw HTML. Unlike
 * ra-input-rich-text's input, the editor is never reset from the form value while someone types
 * (that lost fast keystrokes); it takes the value over only when the code view closes.
 */
export function TemplateBodyInput() {
  const { field, fieldState } = useInput({ source: 'html_content' });
  const { getValues } = useFormContext<EmailTemplateFormValues>();
  const html = (field.value as string | null | undefined) ?? '';
  const editor = useEditor({ ...TEMPLATE_EDITOR_OPTIONS, content: html });
  const [codeView, setCodeView] = useState(false);
  const [open, setOpen] = useState<'preview' | 'help' | null>(null);
  const code = useRef<HTMLTextAreaElement>(null);

  const { onChange } = field;
  useEffect(() => {
    const publish = () => onChange(editor.isEmpty ? '' : editor.getHTML());
    editor.on('update', publish);
    return () => void editor.off('update', publish);
  }, [editor, onChange]);

  const toggleCodeView = () => {
    // Read-only while the HTML is edited, so the toolbar is off and nothing overwrites the code.
    if (codeView) editor.commands.setContent(getValues('html_content') ?? '', { emitUpdate: false });
    editor.setEditable(codeView, false);
    setCodeView(!codeView);
  };

  const insert = (token: string) => {
    if (!codeView) return void editor.chain().focus().insertContent(token).run();
    const textarea = code.current;
    const [start, end] = textarea ? [textarea.selectionStart, textarea.selectionEnd] : [html.length, html.length];
    onChange(html.slice(0, start) + token + html.slice(end));
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Labeled label="Inhalt" fullWidth>
      <Box>
        <TiptapEditorProvider value={editor}>
          <TemplateToolbar
            codeView={codeView}
            onToggleCodeView={toggleCodeView}
            onInsert={insert}
            onPreview={() => setOpen('preview')}
            onHelp={() => setOpen('help')}
          />
          {codeView && <HtmlCodeInput inputRef={code} value={html} onChange={onChange} />}
          <Box
            sx={{
              display: codeView ? 'none' : 'block',
              '& .ProseMirror': {
                height: EDITOR_HEIGHT,
                overflowY: 'auto',
                boxSizing: 'border-box',
                p: 1.5,
                border: 1,
                borderColor: fieldState.invalid ? 'error.main' : 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
                '& p': { m: 0, mb: 1 },
              },
            }}
          >
            <EditorContent editor={editor} />
          </Box>
        </TiptapEditorProvider>
        <FormHelperText error={fieldState.invalid}>{fieldState.error?.message ?? ' '}</FormHelperText>
        {open === 'preview' && (
          <TemplatePreviewDialog
            subject={getValues('subject') ?? ''}
            htmlContent={html}
            onClose={() => setOpen(null)}
          />
        )}
        {open === 'help' && <PlaceholderHelpDialog onClose={() => setOpen(null)} />}
      </Box>
    </Labeled>
  );
}
