import type { SiteInfo } from '../site';

/** 'DE89370400440532013000' -> 'DE89 3704 0044 0532 0130 00', as printed on bank statements. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The operator's account (SITE_BANK_*) and the reference a transfer must carry, a line each. */
export function BankAccountLines({ bank, reference }: { bank: NonNullable<SiteInfo['bank']>; reference: string }) {
  return (
    <>
      Kontoinhaber: {bank.accountHolder}
      <br />
      IBAN: {groupedIban(bank.iban)}
      <br />
      {bank.bic ? (
        <>
          BIC: {bank.bic}
          <br />
        </>
      ) : null}
      Verwendungszweck: {reference}
    </>
  );
}
