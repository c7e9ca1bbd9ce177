import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { PersonaJobStatus, ProfileState } from '../entities/persona-job.entity';
import type { PersonaSource } from '../entities/persona.entity';
import type { JobView, PersonaView, ProfileResult } from '../persona-view';
import { ResultItemDto } from '../../search/dto/search-responses.dto';
import {
  LinkedInDataDto,
  PersonaAnalysisViewDto,
  ProfileAnalysisDto,
  ProfileAnalysisFailedDto,
} from './persona-responses.dto';

const JOB_STATUSES: PersonaJobStatus[] = ['queued', 'running', 'completed', 'failed'];
const PROFILE_STATES: ProfileState[] = ['pending', 'scraping', 'analyzing', 'completed', 'cached', 'failed'];
const nullableText = (example?: string) => ({ type: String, nullable: true, ...(example ? { example } : {}) });
const nullableCount = { type: 'integer', nullable: true } as const;

/** A stored analysis as the API answers it (docs/api-personas.md, "PersonaView"). */
export class PersonaViewDto implements PersonaView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty(nullableText('https://www.linkedin.com/in/ada')) linkedin_url: string | null;
  @ApiProperty(nullableText('Ada Lovelace')) name: string | null;
  @ApiProperty(nullableText('Analytical Engines')) company: string | null;
  @ApiProperty({ enum: ['scrape', 'data', 'text'] }) source: PersonaSource;
  @ApiProperty({ enum: ['completed'] }) persona_analysis_status: 'completed';
  @ApiProperty({ type: PersonaAnalysisViewDto }) persona_analysis: PersonaAnalysisViewDto;
  @ApiProperty({ type: LinkedInDataDto }) linkedin_data: LinkedInDataDto;
  @ApiProperty({ format: 'date-time' }) persona_analyzed_at: string;
  @ApiProperty({ example: 'gpt-4o-mini' }) model: string;
  @ApiProperty({ example: 'persona.v1' }) prompt_version: string;
}

/** One profile of a scrape (docs/api-personas.md, "ProfileResult"). */
@ApiExtraModels(ProfileAnalysisDto, ProfileAnalysisFailedDto)
export class ProfileResultDto implements ProfileResult {
  @ApiProperty() linkedin_url: string;
  @ApiProperty({ type: LinkedInDataDto, nullable: true }) linkedin_data: LinkedInDataDto | null;
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(ProfileAnalysisDto) }, { $ref: getSchemaPath(ProfileAnalysisFailedDto) }],
    description: 'The analysis with success true, or success false and why',
  })
  persona_analysis: ProfileAnalysisDto | ProfileAnalysisFailedDto;
  @ApiProperty(nullableText()) error: string | null;
  @ApiProperty(nullableCount) persona_id: number | null;
  @ApiProperty({ ...nullableText(), format: 'date-time' }) persona_analyzed_at: string | null;
  @ApiProperty({ description: 'Re-used from an earlier analysis (free)' }) cached: boolean;
  @ApiProperty({ description: 'Analysed anew (one credit)' }) charged: boolean;
}

export class ScrapeResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [ProfileResultDto] }) profiles: ProfileResultDto[];
  @ApiProperty({ type: 'integer' }) charged_credits: number;
  @ApiProperty({ type: 'integer', description: 'Credits left' }) balance: number;
}

export class ScrapeAcceptedDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ format: 'uuid' }) job_id: string;
  @ApiProperty({ example: '/api/linkedin/jobs/0b6f…/' }) status_url: string;
}

export class ProfileProgressDto {
  @ApiProperty() linkedin_url: string;
  @ApiProperty({ enum: PROFILE_STATES }) state: ProfileState;
  @ApiProperty(nullableText()) error: string | null;
}

export class JobViewDto implements JobView {
  @ApiProperty() id: string;
  @ApiProperty({ enum: JOB_STATUSES }) status: PersonaJobStatus;
  @ApiProperty({ type: 'integer' }) done: number;
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: [ProfileProgressDto] }) profiles_state: ProfileProgressDto[];
  @ApiProperty({ type: 'integer' }) charged_credits: number;
  @ApiProperty(nullableText()) error: string | null;
  @ApiProperty({ type: [ProfileResultDto], nullable: true, description: 'Once the job has finished' })
  profiles: ProfileResultDto[] | null;
}

export class JobResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: JobViewDto }) job: JobViewDto;
}

export class AnalyseResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: PersonaViewDto }) persona: PersonaViewDto;
  @ApiProperty({ description: 'Re-used from an earlier analysis of the same input (free)' }) cached: boolean;
  @ApiProperty({ type: 'integer' }) charged_credits: number;
  @ApiProperty({ type: 'integer', description: 'Credits left' }) balance: number;
}

export class SavePersonasResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: 'integer', description: 'Links made between results and personas' }) saved: number;
}

export class PersonasByResultDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/PersonaViewDto' },
    description: 'Search result id → its persona',
  })
  data: Record<string, PersonaViewDto>;
}

export class PersonaPageResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [PersonaViewDto] }) personas: PersonaViewDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
}

export class PersonaResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: PersonaViewDto }) persona: PersonaViewDto;
}

export class EnhancedResultsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({
    type: [ResultItemDto],
    description: 'The given results (as sent) with their persona fields filled in',
  })
  results: Record<string, unknown>[];
}
