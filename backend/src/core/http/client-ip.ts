import type { Request } from 'express';

/** The client's address as Express resolves it behind TRUST_PROXY_HOPS proxies. */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
