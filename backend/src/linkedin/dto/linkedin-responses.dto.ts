import { ApiProperty } from '@nestjs/swagger';
import type { PersonaAnalysis } from '../../ai/prompts/persona.v1';
import type { PersonaJobStatus, ProfileState } from '../entities/persona-job.entity';
import type { PersonaSource } from '../entities/persona.entity';
import type { LinkedInData } from '../linkedin-data';
import type { JobView, PersonaView, ProfileResult } from '../persona-view';
import { ResultItemDto } from '../../search/dto/search-responses.dto';

const JOB_STATUSES: PersonaJobStatus[] = ['queued', 'running', 'completed', 'failed'];
const PROFILE_STATES: ProfileState[] = ['pending', 'scraping', 'analyzing', 'completed', 'cached', 'failed'];
const open = (description: string) => ({ type: 'object' as const, additionalProperties: true, description });
const openList = (description: string) => ({
  type: 'array' as const,
  items: { type: 'object', additionalProperties: true },
  description,
});
const nullableText = (example?: string) => ({ type: String, nullable: true, ...(example ? { example } : {}) });
const nullableCount = { type: 'integer', nullable: true } as const;

/** LinkedIn data as the product stores and answers it (spec part 1 §3 "LinkedIn data"). */
export class LinkedInDataDto implements LinkedInData {
  @ApiProperty(nullableText('https://www.linkedin.com/in/ada')) linkedin_url: string | null;
  @ApiProperty(nullableText('Ada Lovelace')) name: string | null;
  @ApiProperty(nullableText('Ada')) first_name: string | null;
  @ApiProperty(nullableText('Lovelace')) last_name: string | null;
  @ApiProperty(nullableText('CTO at Analytical Engines')) position: string | null;
  @ApiProperty(nullableText('Analytical Engines')) current_company_name: string | null;
  @ApiProperty({ ...open('{name, title, link}'), nullable: true }) current_company: LinkedInData['current_company'];
  @ApiProperty(nullableText('London')) location: string | null;
  @ApiProperty(nullableText()) city: string | null;
  @ApiProperty(nullableText('GB')) country_code: string | null;
  @ApiProperty(nullableText()) about: string | null;
  @ApiProperty(nullableCount) followers: number | null;
  @ApiProperty(nullableCount) connections: number | null;
  @ApiProperty(nullableCount) recommendations_count: number | null;
  @ApiProperty({ type: [String] }) recommendations: string[];
  @ApiProperty(openList('{title, link, img, created_at, interaction}')) posts: LinkedInData['posts'];
  @ApiProperty(openList('{title, interaction, link, img}')) activity: LinkedInData['activity'];
  @ApiProperty(openList('{title, degree, field, start_year, end_year, url}')) education: LinkedInData['education'];
  @ApiProperty(openList('{title, company, location, start_date, end_date, description}'))
  experience: LinkedInData['experience'];
  @ApiProperty(openList('{title, subtitle}')) certifications: LinkedInData['certifications'];
  @ApiProperty(nullableText()) avatar: string | null;
  @ApiProperty({ ...nullableText(), format: 'date-time' }) scraped_at: string | null;
}

/** The stored analysis (docs/api-personas.md): the model's reply with every quote checked against the profile. */
export class PersonaAnalysisDto implements PersonaAnalysis {
  @ApiProperty() profile_summary: string;
  @ApiProperty(open('{style, information_preference, response_pattern}'))
  communication_style: PersonaAnalysis['communication_style'];
  @ApiProperty(
    open('{personality_traits: [{trait, level, description, evidence}], professional_interests, messaging_tone}'),
  )
  persona: PersonaAnalysis['persona'];
  @ApiProperty(
    open(
      '{personae, personae_accuracy, appetite_for_risk, decision_making_drivers, decision_driver_evidence, ' +
        'preferred_channels, communication_style, suggested_email_tone}',
    ),
  )
  enhanced_persona: PersonaAnalysis['enhanced_persona'];
  @ApiProperty({ type: [String] }) ice_breakers: string[];
  @ApiProperty({ type: [String] }) topics_of_interest: string[];
}

/** A stored analysis as the API answers it (docs/api-personas.md, "PersonaView"). */
export class PersonaViewDto implements PersonaView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty(nullableText('https://www.linkedin.com/in/ada')) linkedin_url: string | null;
  @ApiProperty(nullableText('Ada Lovelace')) name: string | null;
  @ApiProperty(nullableText('Analytical Engines')) company: string | null;
  @ApiProperty({ enum: ['scrape', 'data', 'text'] }) source: PersonaSource;
  @ApiProperty({ enum: ['completed'] }) persona_analysis_status: 'completed';
  @ApiProperty({ type: PersonaAnalysisDto }) persona_analysis: PersonaAnalysisDto;
  @ApiProperty({ type: LinkedInDataDto }) linkedin_data: LinkedInDataDto;
  @ApiProperty({ format: 'date-time' }) persona_analyzed_at: string;
  @ApiProperty({ example: 'gpt-4o-mini' }) model: string;
  @ApiProperty({ example: 'persona.v1' }) prompt_version: string;
}

/** One profile of a scrape (docs/api-personas.md, "ProfileResult"). */
export class ProfileResultDto implements ProfileResult {
  @ApiProperty() linkedin_url: string;
  @ApiProperty({ type: LinkedInDataDto, nullable: true }) linkedin_data: LinkedInDataDto | null;
  @ApiProperty(open('{success: true, …the analysis} or {success: false, error}'))
  persona_analysis: ProfileResult['persona_analysis'];
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
