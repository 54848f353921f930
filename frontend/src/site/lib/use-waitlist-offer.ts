import { SITE_PARAMETERS } from '@mpb/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from './api';
import { type WaitlistOffer, fetchWaitlistOffer } from './booking-api';

const OFFER_PARAMETER = SITE_PARAMETERS.waitlistOffer;
const INVALID_OFFER_MESSAGE = 'Dieser Buchungslink ist ungültig oder abgelaufen.';

/**
 * Reads a waitlist offer link (/online-seminare?angebot=<token>) and hands the offer over once
 * loaded. A link that no longer works yields a message for the page to show.
 */
export function useWaitlistOffer(onOffer: (offer: { token: string; details: WaitlistOffer }) => void) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(OFFER_PARAMETER)?.trim() ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // A new link starts loading and clears the previous link's problem, while rendering.
  const [requestedToken, setRequestedToken] = useState('');
  if (token !== requestedToken) {
    setRequestedToken(token);
    if (token) {
      setLoading(true);
      setProblem(null);
    }
  }
  const handOver = useEffectEvent((details: WaitlistOffer) => onOffer({ token, details }));

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchWaitlistOffer(token, controller.signal)
      .then(handOver)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(messageOf(error, INVALID_OFFER_MESSAGE));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [token]);

  return { loading, problem, dismiss: () => setProblem(null) };
}
