import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { LinkedinModule } from '../linkedin/linkedin.module';
import { EmailController } from './email.controller';
import { EmailService } from './email.service';
import { GeneratedEmail } from './entities/generated-email.entity';

/** Outreach e-mail generation from a stored persona, cached per persona, type and variation. */
@Module({
  imports: [TypeOrmModule.forFeature([GeneratedEmail]), AiModule, LinkedinModule],
  controllers: [EmailController],
  providers: [EmailService],
  exports: [EmailService],
})
export class EmailModule {}
