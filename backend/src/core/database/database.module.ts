import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { TransactionRunner } from './transaction';

/** The connection pool, and the TransactionRunner every feature opens its transactions with. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      // @nestjs/typeorm collects the entities of every TypeOrmModule.forFeature evaluated in the
      // process; API, worker and seed all load app.module.ts, so each knows every feature's entities.
      useFactory: ({ database }: AppConfig) => ({
        ...dataSourceOptions(database.url, database.poolSize, database),
        autoLoadEntities: true,
      }),
    }),
  ],
  providers: [TransactionRunner],
  exports: [TransactionRunner],
})
export class DatabaseModule {}
