import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { AdminBankStatementsController, AdminBankTransactionsController } from './admin-bank-statements.controller';
import { BankStatementImportService } from './bank-statement-import.service';
import { BankTransactionsRepository } from './bank-transactions.repository';

/** Payments on invoice arriving by bank transfer (DECISIONS 35). */
@Module({
  imports: [InvoicesModule],
  controllers: [AdminBankStatementsController, AdminBankTransactionsController],
  providers: [BankStatementImportService, BankTransactionsRepository],
})
export class BankStatementsModule {}
