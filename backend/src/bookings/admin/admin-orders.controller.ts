import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { ApiError } from '../../core/http/api-error';
import { AdminOrdersRepository } from './admin-orders.repository';
import { AdminOrder, adminOrderSchema } from './dto/admin-order.dto';

const ORDER_NOT_FOUND_MESSAGE = 'Bestellung nicht gefunden.';

/** react-admin's orders resource, read-only (ra-data-simple-rest's getOne); AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersRepository) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Eine Bestellung: Käufer, Rechnungsadresse, Zahlungsart, Buchungen und Rechnungen' })
  @ApiZodOkResponse(adminOrderSchema)
  @ApiNotFoundResponse({ description: "'Bestellung nicht gefunden.'" })
  async one(@Param('id') id: string): Promise<AdminOrder> {
    const order = z.uuid().safeParse(id).success ? await this.orders.findOrder(id) : null;
    if (!order) throw ApiError.notFound(ORDER_NOT_FOUND_MESSAGE);
    const [bookings, invoices] = await Promise.all([this.orders.bookings(id), this.orders.invoices(id)]);
    return {
      ...order,
      bookings,
      invoices: invoices.map((invoice) => ({ ...invoice, pdf_url: `/api/admin/invoices/${invoice.id}.pdf` })),
    };
  }
}
