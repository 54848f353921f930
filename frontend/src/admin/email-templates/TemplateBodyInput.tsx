import { RichTextInput } from 'ra-input-rich-text';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TEMPLATE_EDITOR_OPTIONS } from './editor/editor-options';
import { HtmlCodeInput } from './editor/HtmlCodeInput';
import { TemplateToolbar } from './editor/TemplateToolbar';
import { PlaceholderHelpDialog } from './PlaceholderHelpDialog';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';

const EDITOR_HEIGHT = 400;

/** The e-mail body: rich text or raw HTML, with placeholders, preview and help. */
export function TemplateBodyInput() {
  const { setValue, getValues } = useFormContext();
  const [codeView, setCodeView] = useState(false);
  const [open, setOpen] = useState<'preview' | 'help' | null>(null);
  const code = useRef<HTMLTextAreaElement>(null);

  const insertInCode = (token: string) => {
    const textarea = code.current;
    const html: string = getValues('html_content') ?? '';
    const [start, end] = textarea ? [textarea.selectionStart, textarea.selectionEnd] : [html.length, html.length];
    setValue('html_content', html.slice(0, start) + token + html.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <>
      <RichTextInput
        source="html_content"
        label="Inhalt"
        editorOptions={TEMPLATE_EDITOR_OPTIONS}
        toolbar={
          <TemplateToolbar
            codeView={codeView}
            onCodeViewChange={setCodeView}
            onInsertInCode={insertInCode}
            onPreview={() => setOpen('preview')}
            onHelp={() => setOpen('help')}
          />
        }
        sx={{
          '& .RaRichTextInput-editorContent': { display: codeView ? 'none' : 'block' },
          '& .ProseMirror': { height: EDITOR_HEIGHT, overflowY: 'auto', boxSizing: 'border-box' },
        }}
      />
      {codeView && <HtmlCodeInput inputRef={code} />}
      {open === 'preview' && <TemplatePreviewDialog subject={getValues('subject') ?? ''} htmlContent={getValues('html_content') ?? ''} onClose={() => setOpen(null)} />}
      {open === 'help' && <PlaceholderHelpDialog onClose={() => setOpen(null)} />}
    </>
  );
}
