import { DeleteWithConfirmButton, useNotify, useRefresh } from 'react-admin';

interface RemoveButtonProps {
  confirmTitle: string;
  confirmContent: string;
  /** The spec's success toast; a failure says 'Entfernung fehlgeschlagen' (001 §8). */
  successMessage: string;
}

/** 'Entfernen' of a list row after a confirmation; the list and its cards are loaded again. */
export function RemoveButton({ confirmTitle, confirmContent, successMessage }: RemoveButtonProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <DeleteWithConfirmButton
      label="Entfernen"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={confirmTitle}
      confirmContent={confirmContent}
      mutationOptions={{
        onSuccess: () => {
          notify(successMessage, { type: 'success' });
          refresh();
        },
        onError: () => notify('Entfernung fehlgeschlagen', { type: 'error' }),
      }}
    />
  );
}
