import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import type { EmailTemplateRecord } from './email-template-api';
import { DeleteTemplateConfirm } from './DeleteTemplateConfirm';
import { TestEmailDialog } from './TestEmailDialog';

// TipTap is only fetched when an admin opens the editor.
const EmailTemplateDialog = lazy(() => import('./EmailTemplateDialog'));

export type TemplateDialog = { kind: 'create' } | { kind: 'edit' | 'test' | 'delete'; template: EmailTemplateRecord };

const OpenContext = createContext<(dialog: TemplateDialog) => void>(() => undefined);

export const useOpenTemplateDialog = () => useContext(OpenContext);

/** Holds the editor, test-send and delete dialogs once for the list, for table and cards alike. */
export function TemplateDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<TemplateDialog>();
  const close = () => setDialog(undefined);
  return (
    <OpenContext.Provider value={setDialog}>
      {children}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <Suspense fallback={null}>
          <EmailTemplateDialog record={dialog.kind === 'edit' ? dialog.template : undefined} onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === 'test' && <TestEmailDialog template={dialog.template} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteTemplateConfirm template={dialog.template} onClose={close} />}
    </OpenContext.Provider>
  );
}
