import { formatShortDateTime } from '@mpb/domain';
import { NoticeBox } from './blocks';

export interface EarlyStartProps {
  /** ISO instant: the private customer expressly requested the start within the withdrawal period. */
  earlyStartRequestedAt?: string;
}

/** The confirmation on a durable medium of the consumer's request and knowledge (§ 356 Abs. 4, § 312f BGB). */
export function EarlyStartNotice({ requestedAt }: { requestedAt?: string }) {
  if (!requestedAt) return null;
  return (
    <NoticeBox title="Vorzeitiger Beginn der Leistung">
      Sie haben bei Ihrer Buchung am {formatShortDateTime(requestedAt)} ausdrücklich verlangt, dass wir vor Ablauf der
      Widerrufsfrist mit der Leistung beginnen. Ihr Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig
      erbracht haben (§ 356 Abs. 4 BGB).
    </NoticeBox>
  );
}
