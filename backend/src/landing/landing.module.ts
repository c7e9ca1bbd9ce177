import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LandingGeneration } from './entities/landing-generation.entity';
import { LandingSubmission } from './entities/landing-submission.entity';
import { LandingTemplateVersion } from './entities/landing-template-version.entity';
import { LandingTemplate } from './entities/landing-template.entity';
import { LandingGenerationService } from './landing-generation.service';
import { LandingHtml } from './landing-html.service';
import { LandingPublicController } from './landing-public.controller';
import { LandingSubmissionsService } from './landing-submissions.service';
import { LandingTemplatesService } from './landing-templates.service';
import { LandingController } from './landing.controller';

/**
 * The Landing Builder: AI pages (through the global AI port), templates with versions, publishing at /p/{slug}
 * and the form submissions of published pages (docs/api-landing.md).
 */
@Module({
  imports: [TypeOrmModule.forFeature([LandingTemplate, LandingTemplateVersion, LandingGeneration, LandingSubmission])],
  controllers: [LandingController, LandingPublicController],
  providers: [LandingHtml, LandingTemplatesService, LandingGenerationService, LandingSubmissionsService],
})
export class LandingModule {}
