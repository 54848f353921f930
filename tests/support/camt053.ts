export { camt053, type StatementCredit } from '../../backend/src/seed/demo-bank-statement';
