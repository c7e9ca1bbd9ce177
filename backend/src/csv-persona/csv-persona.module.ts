import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EmailModule } from '../email/email.module';
import { LinkedinModule } from '../linkedin/linkedin.module';
import { CsvPersonaDownload } from './csv-persona-download';
import { CsvPersonaRunner } from './csv-persona-runner.service';
import { CsvPersonaController } from './csv-persona.controller';
import { CsvPersonaJob } from './csv-persona.job';
import { CsvPersonaService } from './csv-persona.service';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';
import { CsvPersonaSession } from './entities/csv-persona-session.entity';

/**
 * CSV personas (issue 9): a file of LinkedIn URLs becomes a session whose rows run through the persona pipeline
 * of the linkedin module, charged per stored analysis against a reservation, resumable, downloadable.
 */
@Module({
  imports: [TypeOrmModule.forFeature([CsvPersonaSession, CsvPersonaRow]), LinkedinModule, BillingModule, EmailModule],
  controllers: [CsvPersonaController],
  providers: [CsvPersonaService, CsvPersonaRunner, CsvPersonaDownload, CsvPersonaJob],
})
export class CsvPersonaModule implements OnApplicationBootstrap {
  constructor(
    private readonly runner: CsvPersonaRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The inline queue forgets its jobs on restart: sessions still processing are queued again (Bull keeps them). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redis && this.config.role !== 'api') await this.runner.resumeInterrupted();
  }
}
