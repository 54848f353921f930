import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { failureMessage } from '../api-errors';

/** Runs one action on a credit: a German notification either way and a refresh of the list. */
export function useCreditAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<unknown>, success: string, failureTitle: string): Promise<boolean> {
    setPending(true);
    try {
      await action();
      notify(success, { type: 'success', messageArgs: { _: success } });
      return true;
    } catch (error) {
      const message = failureMessage(failureTitle, error);
      notify(message, { type: 'error', multiLine: true, messageArgs: { _: message } });
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  }

  return { pending, run };
}
