import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runTransaction } from '../core/database/transaction';

/**
 * Deletes invoices whose retention period has ended (DECISIONS 33), with their documents, GDPR
 * restrictions and billed seats. The append-only trigger lets these deletes through only with the
 * transaction-local `mpb.invoice_retention` setting and only for invoices whose period has ended by
 * the database's clock (migration 1796561847000), so a wrong `at` fails the transaction instead of
 * deleting.
 */
@Injectable()
export class InvoiceRetentionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Deletes up to `limit` invoices whose period had ended at `at` and says how many. An invoice a
   * cancellation or replacement still in its period names is kept as long as that one (its number
   * must stay resolvable); newest first, so a batch never deletes an original before what names it.
   */
  async deleteExpired(at: Date, limit: number): Promise<number> {
    return runTransaction(this.dataSource, async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `WITH RECURSIVE named(id) AS (
           SELECT unnest(ARRAY[i.cancels_invoice_id, i.replaces_invoice_id]) FROM invoices i
            WHERE NOT invoice_retention_ended(i.issued_at, $1)
              AND (i.cancels_invoice_id IS NOT NULL OR i.replaces_invoice_id IS NOT NULL)
           UNION
           SELECT unnest(ARRAY[i.cancels_invoice_id, i.replaces_invoice_id]) FROM invoices i JOIN named n ON n.id = i.id
         )
         SELECT i.id FROM invoices i
          WHERE invoice_retention_ended(i.issued_at, $1) AND NOT EXISTS (SELECT 1 FROM named n WHERE n.id = i.id)
          ORDER BY i.issued_at DESC, i.id
          LIMIT $2
          FOR UPDATE`,
        [at, limit],
      );
      if (!rows.length) return 0;
      const ids = rows.map(({ id }) => id);
      await manager.query(`SELECT set_config('mpb.invoice_retention', 'on', true)`);
      await manager.query(`DELETE FROM invoice_documents WHERE invoice_id = ANY($1::uuid[])`, [ids]);
      await manager.query(`DELETE FROM invoice_restrictions WHERE invoice_id = ANY($1::uuid[])`, [ids]);
      await manager.query(`DELETE FROM invoice_seats WHERE invoice_id = ANY($1::uuid[])`, [ids]);
      // One statement: a cancellation and the original it names go together (the foreign key is checked at its end).
      await manager.query(`DELETE FROM invoices WHERE id = ANY($1::uuid[])`, [ids]);
      return ids.length;
    });
  }
}
