import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ANONYMISED_COLUMN } from './anonymised-booking';
import { AdminOrder, AdminOrderBooking, AdminOrderInvoice } from './dto/admin-order.dto';

type OrderFields = Omit<AdminOrder, 'bookings' | 'invoices'>;

/** The dashboard's read of one order: the buyer, its listed bookings and the invoices of the order. */
@Injectable()
export class AdminOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOrder(id: string): Promise<OrderFields | null> {
    const [order] = await this.dataSource.query<OrderFields[]>(
      `SELECT id, buyer_name, buyer_email, buyer_phone, buyer_company, customer_type, billing_street, billing_postal_code,
              billing_city, billing_country, billing_vat_id, purchase_order_number, leitweg_id, payment_method, created_at
         FROM orders WHERE id = $1`,
      [id],
    );
    return order ?? null;
  }

  /** The order's bookings not removed, its first booking first. */
  bookings(orderId: string): Promise<AdminOrderBooking[]> {
    return this.dataSource.query<AdminOrderBooking[]>(
      `SELECT b.id, b.customer_name, b.customer_email, b.customer_company, b.course_title,
              to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date,
              b.booking_status, b.payment_status, b.amount, ${ANONYMISED_COLUMN}
         FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
        WHERE b.order_id = $1 AND b.deleted_at IS NULL
        ORDER BY b.id <> b.order_id, b.created_at, b.id`,
      [orderId],
    );
  }

  /** Its invoices and cancellation invoices, oldest first; whether their stored documents are ready. */
  invoices(orderId: string): Promise<Omit<AdminOrderInvoice, 'pdf_url'>[]> {
    return this.dataSource.query(
      `SELECT i.id, i.number, i.kind, i.issued_at, i.gross_cents,
              EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_id = i.id) AS documents_ready
         FROM invoices i WHERE i.booking_id IN (SELECT id FROM bookings WHERE order_id = $1)
        ORDER BY i.issued_at, i.number`,
      [orderId],
    );
  }
}
