import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { failureMessage } from '../../api-errors';

export interface ActionOutcome {
  message: string;
  type?: 'success' | 'warning' | 'error';
}

/**
 * Runs one admin action: a toast with the spec's text afterwards (001 §8), the server's German
 * reason on failure, and a refresh of the list and the figures.
 */
export function useBookingAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<ActionOutcome>, failureTitle: string): Promise<boolean> {
    setPending(true);
    try {
      const { message, type = 'success' } = await action();
      notify(message, { type, messageArgs: { _: message } });
      return type !== 'error';
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
