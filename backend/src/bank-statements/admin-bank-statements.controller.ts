import { Body, Controller, HttpCode, Param, Post, Query, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { actorOf } from '../audit/admin-actor';
import type { ListPage } from '../core/database/list-page';
import { AdminList, parseAdminList } from '../core/http/admin-list';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { ASSIGN_MESSAGES, BankStatementImportService } from './bank-statement-import.service';
import { BANK_TRANSACTION_LIST, BankTransactionsRepository } from './bank-transactions.repository';
import {
  assignBankTransactionSchema,
  BankTransactionRow,
  bankTransactionRowSchema,
  StatementImport,
  statementImportSchema,
} from './dto/bank-transaction.dto';

/** A statement of a month with a few hundred credits is well below this. */
const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
const NO_FILE_MESSAGE = 'Bitte wählen Sie einen Kontoauszug im Format CAMT.053 (XML-Datei).';
const NOT_FOUND_MESSAGE = 'Dieser Zahlungseingang wurde nicht gefunden.';

/** 'Zahlungseingänge' (DECISIONS 35): a bank statement in, its credits matched or listed to assign. */
@ApiTags('Admin')
@Controller('admin/bank-statements')
export class AdminBankStatementsController {
  constructor(private readonly imports: BankStatementImportService) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 } }))
  @ApiOperation({
    summary: 'Kontoauszug importieren (CAMT.053, Versionen 001.02 und 001.08)',
    description:
      'Gutschriften, deren Verwendungszweck eine offene Rechnungsnummer nennt und deren Betrag genau passt, markieren die Rechnung als bezahlt; ' +
      'Teil-, Über- und unbekannte Zahlungen werden zum Zuordnen aufgelistet. Ein zweiter Import desselben Auszugs ändert nichts.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiZodOkResponse(statementImportSchema)
  @ApiBadRequestResponse({ description: "'Die Datei ist kein Kontoauszug im Format CAMT.053.' und ähnliche" })
  async importStatement(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Req() request: Request,
  ): Promise<StatementImport> {
    if (!file?.buffer.length) throw ApiError.badRequest(NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE });
    return this.imports.import(file.buffer, actorOf(request));
  }
}

/** The credits of the imported statements: the open ones to assign to an invoice or return. */
@ApiTags('Admin')
@Controller('admin/bank-transactions')
export class AdminBankTransactionsController {
  constructor(
    private readonly imports: BankStatementImportService,
    private readonly bankTransactions: BankTransactionsRepository,
  ) {}

  @AdminList(BANK_TRANSACTION_LIST, {
    summary: 'Zahlungseingänge aus den Kontoauszügen (Filter: Status, Suche)',
    filter: "{ status: 'open' | 'matched' | 'assigned' | 'returned', q, id }",
    sort: '["booked_on","DESC"]',
    row: bankTransactionRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<BankTransactionRow>> {
    return this.bankTransactions.list(parseAdminList(BANK_TRANSACTION_LIST, query));
  }

  @Post(':id/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Offenen Zahlungseingang einer Rechnung zuordnen oder als erledigt vermerken' })
  @ApiZodBody(assignBankTransactionSchema)
  @ApiZodOkResponse(bankTransactionRowSchema)
  @ApiConflictResponse({ description: `'${ASSIGN_MESSAGES.notOpen}' oder '${ASSIGN_MESSAGES.invoice}'` })
  assign(@Param('id') id: string, @Body() body: unknown, @Req() request: Request): Promise<BankTransactionRow> {
    const { invoiceId } = parseBody(assignBankTransactionSchema, body);
    return this.imports.assign(transactionId(id), invoiceId, actorOf(request));
  }

  @Post(':id/return')
  @HttpCode(200)
  @ApiOperation({ summary: 'Offenen Zahlungseingang als zurücküberwiesen vermerken' })
  @ApiZodOkResponse(bankTransactionRowSchema)
  @ApiConflictResponse({ description: `'${ASSIGN_MESSAGES.notOpen}'` })
  markReturned(@Param('id') id: string, @Req() request: Request): Promise<BankTransactionRow> {
    return this.imports.markReturned(transactionId(id), actorOf(request));
  }
}

function transactionId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(NOT_FOUND_MESSAGE);
  return id;
}
