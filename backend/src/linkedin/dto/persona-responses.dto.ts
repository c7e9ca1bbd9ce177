import { ApiProperty } from '@nestjs/swagger';
import type {
  DecisionDriverEvidence,
  EvidenceItem,
  PersonaAnalysis,
  PersonalityTrait,
  RiskAppetite,
  TraitLevel,
} from '../../ai/prompts/persona.v1';
import type {
  LinkedInActivity,
  LinkedInData,
  LinkedInEducation,
  LinkedInExperience,
  LinkedInPost,
} from '../linkedin-data';

/**
 * The analysis and the LinkedIn data as every persona answer carries them (personas, scrapes, and the persona
 * fields of search results). Kept apart from linkedin-responses.dto.ts so the search DTOs can use them without
 * importing that file (which imports theirs).
 */

const LEVELS: TraitLevel[] = ['high', 'medium', 'low'];
const APPETITES: RiskAppetite[] = ['low', 'medium', 'high'];
const nullableText = (example?: string) => ({ type: String, nullable: true, ...(example ? { example } : {}) });
const nullableCount = { type: 'integer', nullable: true } as const;

export class LinkedInCompanyDto implements NonNullable<LinkedInData['current_company']> {
  @ApiProperty(nullableText('Analytical Engines')) name: string | null;
  @ApiProperty(nullableText('CTO')) title: string | null;
  @ApiProperty(nullableText('https://www.linkedin.com/company/analytical-engines')) link: string | null;
}

export class LinkedInPostDto implements LinkedInPost {
  @ApiProperty(nullableText()) title: string | null;
  @ApiProperty(nullableText()) link: string | null;
  @ApiProperty(nullableText()) img: string | null;
  @ApiProperty(nullableText()) created_at: string | null;
  @ApiProperty(nullableText()) interaction: string | null;
}

export class LinkedInActivityDto implements LinkedInActivity {
  @ApiProperty(nullableText()) title: string | null;
  @ApiProperty(nullableText('Liked by Ada Lovelace')) interaction: string | null;
  @ApiProperty(nullableText()) link: string | null;
  @ApiProperty(nullableText()) img: string | null;
}

export class LinkedInEducationDto implements LinkedInEducation {
  @ApiProperty(nullableText('University of London')) title: string | null;
  @ApiProperty(nullableText()) degree: string | null;
  @ApiProperty(nullableText()) field: string | null;
  @ApiProperty(nullableText('1832')) start_year: string | null;
  @ApiProperty(nullableText('1835')) end_year: string | null;
  @ApiProperty(nullableText()) url: string | null;
}

export class LinkedInExperienceDto implements LinkedInExperience {
  @ApiProperty(nullableText('CTO')) title: string | null;
  @ApiProperty(nullableText('Analytical Engines')) company: string | null;
  @ApiProperty(nullableText()) location: string | null;
  @ApiProperty(nullableText()) start_date: string | null;
  @ApiProperty(nullableText()) end_date: string | null;
  @ApiProperty(nullableText()) description: string | null;
}

export class LinkedInCertificationDto {
  @ApiProperty(nullableText()) title: string | null;
  @ApiProperty(nullableText()) subtitle: string | null;
}

/** LinkedIn data as the product stores and answers it (spec part 1 §3 "LinkedIn data"). */
export class LinkedInDataDto implements LinkedInData {
  @ApiProperty(nullableText('https://www.linkedin.com/in/ada')) linkedin_url: string | null;
  @ApiProperty(nullableText('Ada Lovelace')) name: string | null;
  @ApiProperty(nullableText('Ada')) first_name: string | null;
  @ApiProperty(nullableText('Lovelace')) last_name: string | null;
  @ApiProperty(nullableText('CTO at Analytical Engines')) position: string | null;
  @ApiProperty(nullableText('Analytical Engines')) current_company_name: string | null;
  @ApiProperty({ type: LinkedInCompanyDto, nullable: true }) current_company: LinkedInCompanyDto | null;
  @ApiProperty(nullableText('London')) location: string | null;
  @ApiProperty(nullableText()) city: string | null;
  @ApiProperty(nullableText('GB')) country_code: string | null;
  @ApiProperty(nullableText()) about: string | null;
  @ApiProperty(nullableCount) followers: number | null;
  @ApiProperty(nullableCount) connections: number | null;
  @ApiProperty(nullableCount) recommendations_count: number | null;
  @ApiProperty({ type: [String] }) recommendations: string[];
  @ApiProperty({ type: [LinkedInPostDto] }) posts: LinkedInPostDto[];
  @ApiProperty({ type: [LinkedInActivityDto] }) activity: LinkedInActivityDto[];
  @ApiProperty({ type: [LinkedInEducationDto] }) education: LinkedInEducationDto[];
  @ApiProperty({ type: [LinkedInExperienceDto] }) experience: LinkedInExperienceDto[];
  @ApiProperty({ type: [LinkedInCertificationDto] }) certifications: LinkedInCertificationDto[];
  @ApiProperty(nullableText()) avatar: string | null;
  @ApiProperty({ ...nullableText(), format: 'date-time' }) scraped_at: string | null;
}

/** A passage of the profile; found_in_profile false when the server could not find the model's quote in it. */
export class EvidenceItemDto implements EvidenceItem {
  @ApiProperty({ example: 'I build data teams' }) quote: string;
  @ApiProperty() found_in_profile: boolean;
}

export class PersonalityTraitDto implements PersonalityTrait {
  @ApiProperty({ example: 'Analytical' }) trait: string;
  @ApiProperty({ enum: LEVELS }) level: TraitLevel;
  @ApiProperty() description: string;
  @ApiProperty({ type: [EvidenceItemDto] }) evidence: EvidenceItemDto[];
}

export class DecisionDriverEvidenceDto implements DecisionDriverEvidence {
  @ApiProperty({ example: 'Measurable ROI' }) driver: string;
  @ApiProperty({ type: [EvidenceItemDto] }) evidence: EvidenceItemDto[];
}

export class CommunicationStyleDto implements Readonly<PersonaAnalysis['communication_style']> {
  @ApiProperty({ example: 'Analytical' }) style: string;
  @ApiProperty({ example: 'Data first' }) information_preference: string;
  @ApiProperty() response_pattern: string;
}

export class MessagingToneDto implements Readonly<PersonaAnalysis['persona']['messaging_tone']> {
  @ApiProperty() recommended_approach: string;
  @ApiProperty({ type: [String] }) key_talking_points: string[];
  @ApiProperty({ type: [String] }) avoid_topics: string[];
}

export class PersonaTraitsDto implements Readonly<PersonaAnalysis['persona']> {
  @ApiProperty({ type: [PersonalityTraitDto] }) personality_traits: PersonalityTraitDto[];
  @ApiProperty({ type: [String] }) professional_interests: string[];
  @ApiProperty({ type: MessagingToneDto }) messaging_tone: MessagingToneDto;
}

export class EnhancedPersonaDto implements Readonly<PersonaAnalysis['enhanced_persona']> {
  @ApiProperty({ example: 'The Analyst' }) personae: string;
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.8 }) personae_accuracy: number;
  @ApiProperty({ enum: APPETITES }) appetite_for_risk: RiskAppetite;
  @ApiProperty({ type: [String] }) decision_making_drivers: string[];
  @ApiProperty({ type: [DecisionDriverEvidenceDto], description: 'One entry per decision-making driver' })
  decision_driver_evidence: DecisionDriverEvidenceDto[];
  @ApiProperty({ type: [String] }) preferred_channels: string[];
  @ApiProperty() communication_style: string;
  @ApiProperty() suggested_email_tone: string;
}

/**
 * The stored analysis (docs/api-personas.md "PersonaAnalysis"): the model's reply with every quote checked against
 * the profile. Not named PersonaAnalysisDto: that is the request body of POST /linkedin/persona-analysis.
 */
export class PersonaAnalysisViewDto implements PersonaAnalysis {
  @ApiProperty() profile_summary: string;
  @ApiProperty({ type: CommunicationStyleDto }) communication_style: CommunicationStyleDto;
  @ApiProperty({ type: PersonaTraitsDto }) persona: PersonaTraitsDto;
  @ApiProperty({ type: EnhancedPersonaDto }) enhanced_persona: EnhancedPersonaDto;
  @ApiProperty({ type: [String] }) ice_breakers: string[];
  @ApiProperty({ type: [String] }) topics_of_interest: string[];
}

/** A scraped profile's analysis when it was made (or re-used): the analysis with success true. */
export class ProfileAnalysisDto extends PersonaAnalysisViewDto {
  @ApiProperty({ enum: [true] }) success: true;
}

/** A scraped profile's analysis when it was not made. */
export class ProfileAnalysisFailedDto {
  @ApiProperty({ enum: [false] }) success: false;
  @ApiProperty({ example: 'Analysis not completed' }) error: string;
}
