import { EMAIL_TEMPLATE_TYPE_LABELS } from '@mpb/domain';
import { Confirm, useDelete, useNotify } from 'react-admin';
import type { EmailTemplateRecord } from './email-template-api';

/** 'Löschen' after a confirmation; deleting the default says what takes its place. */
export function DeleteTemplateConfirm({ template, onClose }: { template: EmailTemplateRecord; onClose: () => void }) {
  const notify = useNotify();
  const [deleteOne, { isPending }] = useDelete<EmailTemplateRecord>();
  const remove = async () => {
    try {
      await deleteOne(
        'email-templates',
        { id: template.id, previousData: template },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('Template gelöscht', { type: 'success' });
      onClose();
    } catch {
      notify('Fehler beim Löschen', { type: 'error' });
    }
  };
  const content = template.is_default
    ? `Das Template wird endgültig gelöscht. Es ist der Standard für „${EMAIL_TEMPLATE_TYPE_LABELS[template.type]}“; danach wird für diesen Typ die eingebaute E-Mail versendet.`
    : 'Das Template wird endgültig gelöscht.';
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={`Template „${template.name}“ löschen?`}
      content={content}
      confirm="Löschen"
      confirmColor="warning"
      cancel="Abbrechen"
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
