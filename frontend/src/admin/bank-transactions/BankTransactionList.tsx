import { type Theme, useMediaQuery } from '@mui/material';
import { BANK_TRANSACTION_STATUS_LABELS } from '@mpb/domain';
import { Datagrid, List, SearchInput, SelectInput } from 'react-admin';
import { CentsField } from '../components/CentsField';
import { choicesOf } from '../components/choices';
import { BankTransactionCards } from './BankTransactionCards';
import {
  BookedOnField,
  DebtorField,
  InvoiceAndStatusField,
  ReasonField,
  RemittanceField,
} from './bank-transaction-fields';
import { CreditRowActions } from './CreditRowActions';
import { EmptyCredits } from './EmptyCredits';
import { StatementImport } from './StatementImport';

const filters = [
  <SearchInput key="q" source="q" placeholder="Name, Zweck, Rechnung" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choicesOf(BANK_TRANSACTION_STATUS_LABELS)}
    emptyText="Alle"
    alwaysOn
  />,
];

/** 'Zahlungseingänge' (DECISIONS 35): the statement import, then the credits, the open ones first in view. */
export function BankTransactionList() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      <StatementImport />
      <List
        title="Zahlungseingänge"
        filters={filters}
        filterDefaultValues={{ status: 'open' }}
        sort={{ field: 'booked_on', order: 'DESC' }}
        exporter={false}
        actions={false}
        empty={false}
      >
        {isPhone ? (
          <BankTransactionCards />
        ) : (
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            empty={<EmptyCredits />}
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1 },
            }}
          >
            <BookedOnField label="Buchungstag" sortBy="booked_on" />
            <CentsField source="amount_cents" />
            <DebtorField label="Auftraggeber" sortable={false} />
            <RemittanceField label="Verwendungszweck" sortable={false} />
            <ReasonField label="Hinweis" sortable={false} />
            <InvoiceAndStatusField label="Rechnung" sortable={false} />
            <CreditRowActions label="Aktionen" />
          </Datagrid>
        )}
      </List>
    </>
  );
}
