import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { BankTransactionList } from './BankTransactionList';

export default {
  list: BankTransactionList,
  icon: AccountBalanceIcon,
  recordRepresentation: 'remittance',
};
