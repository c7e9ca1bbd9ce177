import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { CsvPersonaModule } from './csv-persona/csv-persona.module';
import { EmailModule } from './email/email.module';
import { ErrorEnvelopeFilter } from './common/error-envelope.filter';
import { AdminGuard, JwtAuthGuard } from './common/guards';
import { createValidationPipe } from './common/validation';
import { ConfigModule } from './config/config.module';
import { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { JobsModule } from './jobs/jobs.module';
import { LandingModule } from './landing/landing.module';
import { LeadsModule } from './leads/leads.module';
import { LinkedinModule } from './linkedin/linkedin.module';
import { MailModule } from './mail/mail.module';
import { OpsModule } from './ops/ops.module';
import { SearchModule } from './search/search.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // Pending migrations run when the connection opens, before anything else touches the schema.
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), migrationsRun: true, migrationsTransactionMode: 'each' }),
        JobsModule.forRoot(),
        MailModule,
        AuthModule,
        OpsModule,
        LeadsModule.forRoot(config),
        BillingModule,
        SearchModule,
        LinkedinModule,
        EmailModule,
        CsvPersonaModule,
        LandingModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: AdminGuard },
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
