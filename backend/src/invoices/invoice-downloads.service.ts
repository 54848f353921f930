import { HttpStatus, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../core/http/api-error';
import { uuidOr404 } from '../core/http/uuid-param';
import { InvoiceDocumentsRepository } from './invoice-documents.repository';
import { InvoiceFile, invoicePdfFile, invoiceXmlFile } from './invoice-files';
import { InvoiceRecord, InvoicesRepository } from './invoices.repository';

const INVOICE_NOT_FOUND_MESSAGE = 'Diese Rechnung wurde nicht gefunden.';
const NOT_READY_MESSAGE = 'Die Rechnung wird gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.';
const RETRY_AFTER_SECONDS = 60;

/** Thrown while the worker has not stored the documents yet; the answer says when to ask again. */
class InvoiceNotReadyError extends ApiError {
  constructor() {
    super(HttpStatus.CONFLICT, NOT_READY_MESSAGE);
  }
}

/** An invoice's stored PDF or XML, exactly as stored, for whoever `admits` the invoice (404 for anyone else). */
@Injectable()
export class InvoiceDownloadsService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocumentsRepository,
  ) {}

  async file(
    id: string,
    format: 'pdf' | 'xml',
    admits: (invoice: InvoiceRecord) => boolean | Promise<boolean>,
  ): Promise<InvoiceFile> {
    const invoice = await this.invoices.byId(uuidOr404(id, INVOICE_NOT_FOUND_MESSAGE));
    if (!invoice || !(await admits(invoice))) throw ApiError.notFound(INVOICE_NOT_FOUND_MESSAGE);
    const documents = await this.documents.of(invoice.id);
    if (!documents) throw new InvoiceNotReadyError();
    return format === 'pdf' ? invoicePdfFile(invoice, documents) : invoiceXmlFile(invoice, documents);
  }
}

/** Sends the stored bytes as a download, or the German refusal while they are being rendered. */
export async function sendInvoiceFile(response: Response, file: () => Promise<InvoiceFile>): Promise<void> {
  let found: InvoiceFile;
  try {
    found = await file();
  } catch (error) {
    if (error instanceof InvoiceNotReadyError) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    throw error;
  }
  response.setHeader('Content-Type', found.contentType);
  response.setHeader('Content-Disposition', `attachment; filename="${found.filename}"`);
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Robots-Tag', 'noindex');
  response.send(found.body);
}
