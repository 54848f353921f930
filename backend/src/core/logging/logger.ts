import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';

/** JSON lines to stdout, or to `destination` (tests read what an operator would see). */
export function createLogger(level: string, name: string, destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.customerEmail', '*.email'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** NestJS's start-up chatter (one line per module and route) is only worth reading when debugging. */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Lets NestJS write its own messages through pino as structured JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    const level = context && STARTUP_CONTEXTS.has(context) ? 'debug' : 'info';
    this.logger[level]({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
