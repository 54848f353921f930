import { formatAmount } from '@mpb/domain';
import { Confirm } from 'react-admin';
import { bankTransactionApi, type BankTransaction } from './bank-transaction-api';
import { useCreditAction } from './use-credit-action';

/** Notes that the money went back to the payer; the transfer itself is made in the online banking. */
export function ReturnCreditConfirm({ credit, onClose }: { credit: BankTransaction; onClose: () => void }) {
  const { pending, run } = useCreditAction();
  const confirm = async () => {
    await run(
      () => bankTransactionApi.markReturned(credit.id),
      'Zahlungseingang als zurücküberwiesen vermerkt',
      'Vermerken fehlgeschlagen',
    );
    onClose();
  };
  return (
    <Confirm
      isOpen
      loading={pending}
      title="Als zurücküberwiesen vermerken?"
      content={`${formatAmount(credit.amount_cents)} von ${credit.debtor_name ?? 'unbekanntem Auftraggeber'} wurden an den Auftraggeber zurücküberwiesen. Die Überweisung selbst veranlassen Sie im Online-Banking.`}
      confirm="Zurücküberwiesen"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
