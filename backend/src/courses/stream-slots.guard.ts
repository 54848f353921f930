import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { clientIp } from '../core/http/client-ip';

const TOO_MANY_STREAMS_MESSAGE =
  'Von Ihrem Anschluss aus sind zu viele Live-Aktualisierungen geöffnet. Bitte schließen Sie andere Fenster dieser Seite und versuchen Sie es erneut.';

/**
 * At most MAX_STREAMS_PER_IP open course streams per client IP address on this instance: each
 * holds a connection for as long as the visitor stays, so one client must not take them all.
 */
@Injectable()
export class StreamSlotsGuard implements CanActivate {
  private readonly open = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const ip = clientIp(request);
    const count = this.open.get(ip) ?? 0;
    if (count >= this.config.rateLimit.streamsPerIp) {
      response.setHeader('Retry-After', '30');
      throw ApiError.tooManyRequests(TOO_MANY_STREAMS_MESSAGE);
    }
    this.open.set(ip, count + 1);
    response.once('close', () => {
      const left = (this.open.get(ip) ?? 1) - 1;
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip);
    });
    return true;
  }
}
