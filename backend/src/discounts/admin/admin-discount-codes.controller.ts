import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodBody, ApiZodCreatedResponse, ApiZodOkResponse } from '../../core/http/api-document';
import { parseBody } from '../../core/http/parse-body';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { uuidOr404 } from '../../core/http/uuid-param';
import { AdminDiscountCodesRepository, DISCOUNT_CODE_LIST } from './admin-discount-codes.repository';
import { AdminDiscountCodesService } from './admin-discount-codes.service';
import {
  AdminDiscountCodeRow,
  adminDiscountCodeRowSchema,
  createDiscountCodeSchema,
  DISCOUNT_CODE_MESSAGES,
  discountCodeDeletedSchema,
  discountUsageResetSchema,
  discountUsageRowSchema,
  updateDiscountCodeSchema,
} from './dto/admin-discount-code.dto';

const CHANGE_REFUSALS =
  "Ungültige Felder (fields: deutsche Meldung je Feld, z.B. discount_value 'Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.')";

/** react-admin's discount-codes resource (ra-data-simple-rest) and the code actions; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/discount-codes')
export class AdminDiscountCodesController {
  constructor(
    private readonly codes: AdminDiscountCodesService,
    private readonly codeList: AdminDiscountCodesRepository,
  ) {}

  @AdminList(DISCOUNT_CODE_LIST, {
    summary: 'Discount-Codes: Suche, Filter, Sortierung, Seiten (Content-Range)',
    description: 'Standard-Sortierung: zuletzt erstellt zuerst.',
    filter: '{ q, active, id: [] }',
    sort: '["code","ASC"]',
    row: adminDiscountCodeRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminDiscountCodeRow>> {
    return this.codeList.list(parseAdminList(DISCOUNT_CODE_LIST, query));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Ein Discount-Code' })
  @ApiZodOkResponse(adminDiscountCodeRowSchema)
  @ApiNotFoundResponse({ description: "'Discount-Code nicht gefunden.'" })
  one(@Param('id') id: string) {
    return this.codes.row(uuidOr404(id, DISCOUNT_CODE_MESSAGES.notFound));
  }

  @Post()
  @ApiOperation({
    summary: 'Discount-Code erstellen',
    description:
      'Standard: discount_type percentage, aktiv, für jede Buchung (first_booking_only false), valid_from heute (Europe/Berlin); leere max_uses = unbegrenzt, leere valid_until = unbefristet.',
  })
  @ApiZodBody(createDiscountCodeSchema)
  @ApiZodCreatedResponse(adminDiscountCodeRowSchema)
  @ApiBadRequestResponse({ description: CHANGE_REFUSALS })
  @ApiConflictResponse({ description: "'Code existiert bereits' (auch in fields.code)" })
  create(@Body() body: unknown, @Req() request: Request) {
    return this.codes.create(parseBody(createDiscountCodeSchema, body), actorOf(request));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Discount-Code bearbeiten', description: 'max_uses darf nicht unter current_uses liegen.' })
  @ApiZodBody(updateDiscountCodeSchema)
  @ApiZodOkResponse(adminDiscountCodeRowSchema)
  @ApiBadRequestResponse({ description: CHANGE_REFUSALS })
  @ApiConflictResponse({ description: "'Code existiert bereits'" })
  update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = uuidOr404(id, DISCOUNT_CODE_MESSAGES.notFound);
    return this.codes.update(valid, parseBody(updateDiscountCodeSchema, body), actorOf(request));
  }

  @Post(':id/toggle')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discount-Code aktivieren oder deaktivieren' })
  @ApiZodOkResponse(adminDiscountCodeRowSchema)
  toggle(@Param('id') id: string, @Req() request: Request) {
    return this.codes.toggle(uuidOr404(id, DISCOUNT_CODE_MESSAGES.notFound), actorOf(request));
  }

  @Get(':id/usages')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Verwendungen eines Codes: E-Mail, Kunde, Kurs mit Datum, verwendet am (neueste zuerst)' })
  @ApiZodOkResponse([discountUsageRowSchema])
  usages(@Param('id') id: string) {
    return this.codes.usages(uuidOr404(id, DISCOUNT_CODE_MESSAGES.notFound));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Discount-Code löschen (nur unbenutzt)' })
  @ApiZodOkResponse(discountCodeDeletedSchema)
  @ApiConflictResponse({ description: "'Löschen nicht möglich: Der Code wurde bereits verwendet. …'" })
  async remove(@Param('id') id: string, @Req() request: Request) {
    const valid = uuidOr404(id, DISCOUNT_CODE_MESSAGES.notFound);
    await this.codes.delete(valid, actorOf(request));
    return { id: valid, deleted: true as const };
  }
}

/** Resetting one use of a code. */
@ApiTags('Admin')
@Controller('admin/discount-usages')
export class AdminDiscountUsagesController {
  constructor(private readonly codes: AdminDiscountCodesService) {}

  @Delete(':id')
  @ApiOperation({
    summary: 'Verwendung zurücksetzen',
    description:
      'Entfernt die Verwendung und zählt current_uses des Codes um eins herunter; die Adresse kann den Code wieder nutzen.',
  })
  @ApiZodOkResponse(discountUsageResetSchema)
  @ApiNotFoundResponse({ description: "'Verwendung nicht gefunden.'" })
  reset(@Param('id') id: string, @Req() request: Request) {
    return this.codes.resetUsage(uuidOr404(id, DISCOUNT_CODE_MESSAGES.usageNotFound), actorOf(request));
  }
}
