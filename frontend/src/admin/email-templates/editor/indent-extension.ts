import { type CommandProps, Extension } from '@tiptap/core';

const STEP_PX = 40;
const MAX_LEVEL = 8;
const INDENTABLE = ['paragraph', 'heading'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      indent: () => ReturnType;
      outdent: () => ReturnType;
    };
  }
}

const levelOf = (marginLeft: string) =>
  Math.min(MAX_LEVEL, Math.max(0, Math.round((Number.parseInt(marginLeft, 10) || 0) / STEP_PX)));

/** Moves the selected paragraphs and headings one step; list items move with the list commands instead. */
const shift =
  (step: 1 | -1) =>
  ({ tr, state, dispatch }: CommandProps) => {
    let changed = false;
    state.doc.nodesBetween(state.selection.from, state.selection.to, (node, position) => {
      if (node.type.name === 'listItem') return false;
      if (!INDENTABLE.includes(node.type.name)) return true;
      const level = Math.min(MAX_LEVEL, Math.max(0, (node.attrs.indent as number) + step));
      if (level !== node.attrs.indent) {
        changed = true;
        if (dispatch) tr.setNodeMarkup(position, undefined, { ...node.attrs, indent: level });
      }
      return false;
    });
    return changed;
  };

/**
 * Indentation as `margin-left` in steps of 40 px: e-mail clients keep inline margins, and the
 * server's sanitiser allows exactly that style.
 */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: INDENTABLE,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => levelOf(element.style.marginLeft),
            renderHTML: (attributes) =>
              attributes.indent ? { style: `margin-left: ${attributes.indent * STEP_PX}px` } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return { indent: () => shift(1), outdent: () => shift(-1) };
  },
});
