import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { RenderedInvoice } from './invoice-renderer';

/** An invoice's stored documents, exactly the bytes the buyer was sent. */
export interface InvoiceDocuments {
  pdf: Buffer;
  xml: string;
  xrechnung_xml: string | null;
  pdf_sha256: string;
  xml_sha256: string;
  xrechnung_sha256: string | null;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** invoice_documents: written once per invoice (append-only), with hashes the database checks against the bytes. */
@Injectable()
export class InvoiceDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the documents unless an earlier rendering did; true when these were stored. */
  async store(manager: EntityManager, invoiceId: string, rendered: RenderedInvoice): Promise<boolean> {
    const stored: unknown[] = await manager.query(
      `INSERT INTO invoice_documents (invoice_id, pdf, xml, xrechnung_xml, pdf_sha256, xml_sha256, xrechnung_sha256)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (invoice_id) DO NOTHING RETURNING invoice_id`,
      [
        invoiceId,
        rendered.pdf,
        rendered.xml,
        rendered.xrechnungXml,
        sha256(rendered.pdf),
        sha256(rendered.xml),
        rendered.xrechnungXml === null ? null : sha256(rendered.xrechnungXml),
      ],
    );
    return stored.length > 0;
  }

  async of(invoiceId: string): Promise<InvoiceDocuments | null> {
    const [row] = await this.dataSource.query<InvoiceDocuments[]>(
      `SELECT pdf, xml, xrechnung_xml, pdf_sha256, xml_sha256, xrechnung_sha256 FROM invoice_documents WHERE invoice_id = $1`,
      [invoiceId],
    );
    return row ?? null;
  }

  async exist(invoiceId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM invoice_documents WHERE invoice_id = $1`, [
      invoiceId,
    ]);
    return row !== undefined;
  }

  /** Invoices issued before `issuedBefore` still without documents, oldest first. */
  async unrendered(issuedBefore: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT i.id FROM invoices i
        WHERE i.issued_at < $1 AND NOT EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_id = i.id)
        ORDER BY i.issued_at LIMIT $2`,
      [issuedBefore, limit],
    );
    return rows.map((row) => row.id);
  }
}
