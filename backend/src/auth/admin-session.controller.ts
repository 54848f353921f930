import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiZodOkResponse } from '../core/http/api-document';
import { getAuthSession } from '../core/http/auth-session';
import { adminIdentitySchema } from './dto/auth.dto';

/** The signed-in admin; AdminAreaGuard answers 401/403 before this runs. */
@ApiTags('Admin')
@Controller('admin')
export class AdminSessionController {
  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Angemeldeter Admin' })
  @ApiZodOkResponse(adminIdentitySchema)
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  @ApiForbiddenResponse({ description: 'Kein Admin, oder zweiter Faktor in dieser Sitzung noch nicht bestätigt' })
  me(@Req() request: Request): { email: string } {
    return { email: getAuthSession(request)!.email };
  }
}
