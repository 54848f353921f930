import { Color } from '@tiptap/extension-color';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import type { EditorOptions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Indent } from './indent-extension';

/**
 * What the toolbar offers and the server keeps when it sanitises the body on save: headings 1-3,
 * text colour, alignment, lists, indentation and links; no images or horizontal rules.
 */
export const TEMPLATE_EDITOR_OPTIONS: Partial<EditorOptions> = {
  extensions: [
    StarterKit.configure({ heading: { levels: [1, 2, 3] }, horizontalRule: false, link: { openOnClick: false } }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TextStyle,
    Color,
    Indent,
  ],
  editorProps: {
    attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': 'Inhalt der E-Mail' },
  },
};
