import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';
import { logContextFields } from './log-context';

/** Fields that hold a person's address, name or phone, wherever a log call puts them (up to two levels deep). */
const PERSONAL_FIELDS = [
  'email',
  'customerEmail',
  'customerName',
  'customerPhone',
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'recipient',
  'to',
  'address',
  'street',
];
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** JSON lines to stdout, or to `destination` (tests read what an operator would see). */
export function createLogger(level: string, name: string, destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, remove: true },
    // The request id (and job id) of what is being handled, on every line (log-context.ts).
    mixin: logContextFields,
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What PostgreSQL tells about a failed statement that names no value (its detail, message and hint may). */
const QUERY_FAILURE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

interface QueryFailure extends Error {
  query: string;
  driverError?: Partial<Record<(typeof QUERY_FAILURE_FIELDS)[number], string>>;
}

function isQueryFailure(error: unknown): error is QueryFailure {
  return error instanceof Error && typeof (error as Partial<QueryFailure>).query === 'string' && 'parameters' in error;
}

/**
 * pino's error serializer, except for a failed SQL statement (TypeORM's QueryFailedError, also as
 * the cause of another error): that is logged by its shape only, the statement with its
 * placeholders and where it failed. Its parameters, and PostgreSQL's message and detail, can
 * carry a customer's name, address or phone.
 */
function serializeError(error: unknown): unknown {
  let failure: unknown = error;
  for (let depth = 0; failure instanceof Error && !isQueryFailure(failure) && depth < 5; depth += 1)
    failure = failure.cause;
  if (!isQueryFailure(failure))
    return error instanceof Error ? withoutAddresses(pino.stdSerializers.err(error)) : error;
  const shape: Record<string, unknown> = { type: failure.constructor.name };
  if (failure !== error) shape.wrappedIn = (error as Error).constructor.name;
  for (const field of QUERY_FAILURE_FIELDS)
    if (failure.driverError?.[field] !== undefined) shape[field] = failure.driverError[field];
  shape.query = failure.query.replace(/\s+/g, ' ').trim();
  shape.stack = (failure.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return shape;
}

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/**
 * The value with every e-mail address in its texts replaced: a mail server's answer (and so
 * nodemailer's error message, response and list of rejected recipients) often names the recipient.
 */
export function withoutAddresses<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(ADDRESS, '[Adresse]') as T;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutAddresses(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutAddresses(item, depth + 1)])) as T;
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
