import { STATUS_CODES, Server } from 'node:http';
import { Socket } from 'node:net';
import { germanMessageFor } from './http-exception.filter';

const STATUS_BY_PARSER_ERROR: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Requests Node's HTTP parser refuses (malformed request line or header, headers too large,
 * timeouts) never reach express; answer them like every other error, as `{ error }` JSON in
 * German, instead of Node's empty 400/431. Mirrors Node's own default handler otherwise.
 */
export function answerClientErrorsAsJson(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = STATUS_BY_PARSER_ERROR[error.code ?? ''] ?? 400;
    const body = JSON.stringify({ error: germanMessageFor(status) });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
      () => socket.destroy(),
    );
  });
}
