/** A credit on a bank statement (CAMT.053) as the demo and the tests import it: the amount in cents and how the payer named what it is for. */
export interface StatementCredit {
  cents: number;
  /** The bank's own reference, unique per account; a second import of the same credit repeats it. */
  bankReference: string;
  debtor: string;
  /** Unstructured remittance information (Ustrd). */
  text?: string;
  /** A structured creditor reference (Strd/CdtrRefInf/Ref). */
  creditorReference?: string;
}

const ACCOUNT = 'DE89370400440532013000';
const DEBTOR_IBAN = 'DE02120300000000202051';
const euros = (cents: number) => (cents / 100).toFixed(2);

/** A bank statement of one day as German banks export it, in CAMT.053 version 001.02 or 001.08. */
export function camt053(version: '001.02' | '001.08', date: string, credits: StatementCredit[]): string {
  const party = (name: string) => (version === '001.08' ? `<Pty><Nm>${name}</Nm></Pty>` : `<Nm>${name}</Nm>`);
  const status = version === '001.08' ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const entries = credits.map(
    (credit) => `
      <Ntry>
        <Amt Ccy="EUR">${euros(credit.cents)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        ${status}
        <BookgDt><Dt>${date}</Dt></BookgDt>
        <ValDt><Dt>${date}</Dt></ValDt>
        <AcctSvcrRef>${credit.bankReference}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>NTRF+166+9310</Cd><Issr>DK</Issr></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${credit.bankReference}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <Amt Ccy="EUR">${euros(credit.cents)}</Amt>
          <CdtDbtInd>CRDT</CdtDbtInd>
          <RltdPties>
            <Dbtr>${party(credit.debtor)}</Dbtr>
            <DbtrAcct><Id><IBAN>${DEBTOR_IBAN}</IBAN></Id></DbtrAcct>
          </RltdPties>
          <RmtInf>
            ${credit.text ? `<Ustrd>${credit.text}</Ustrd>` : ''}
            ${credit.creditorReference ? `<Strd><CdtrRefInf><Ref>${credit.creditorReference}</Ref></CdtrRefInf></Strd>` : ''}
          </RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>C53-${date}</MsgId><CreDtTm>${date}T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${date}-1</Id>
      <CreDtTm>${date}T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>${ACCOUNT}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}
