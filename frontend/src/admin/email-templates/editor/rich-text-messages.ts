/** German names of the react-admin rich-text toolbar buttons the template editor uses (`ra.tiptap.*`). */
export const richTextMessages = {
  ra: {
    tiptap: {
      bold: 'Fett',
      italic: 'Kursiv',
      underline: 'Unterstrichen',
      strike: 'Durchgestrichen',
      code: 'Festbreitenschrift',
      align_left: 'Linksbündig',
      align_center: 'Zentriert',
      align_right: 'Rechtsbündig',
      align_justify: 'Blocksatz',
      list_bulleted: 'Aufzählung',
      list_numbered: 'Nummerierte Liste',
      clear_format: 'Formatierung entfernen',
    },
  },
};
