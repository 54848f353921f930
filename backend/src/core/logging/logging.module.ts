import { Global, Module } from '@nestjs/common';
import { Logger } from 'pino';

export const LOGGER = Symbol('LOGGER');

@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger) {
    return { module: LoggingModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
