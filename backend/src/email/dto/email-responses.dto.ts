import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_TYPES } from '../../ai/prompts/email.v1';
import type { EmailType } from '../../ai/prompts/email.v1';
import type { PersonalizationApplied } from '../entities/generated-email.entity';

/** Which persona insights the e-mail used. */
export class PersonalizationAppliedDto implements PersonalizationApplied {
  @ApiProperty({ example: 'Analytical' }) communication_style: string;
  @ApiProperty({ example: 'Concise and data-driven' }) email_tone: string;
  @ApiProperty({ example: 'low', description: "The persona's appetite for risk" }) risk_level: string;
  @ApiProperty({ type: String, nullable: true, description: "The persona's first decision driver" })
  top_decision_driver: string | null;
}

export class GeneratedEmailDto {
  @ApiProperty({ example: 'Ada, a quick idea for Analytical Engines' }) subject: string;
  @ApiProperty() body: string;
  @ApiProperty({ type: PersonalizationAppliedDto }) personalization_applied: PersonalizationAppliedDto;
}

export class EmailResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: GeneratedEmailDto }) email: GeneratedEmailDto;
  @ApiProperty({ enum: [1, 2, 3] }) email_type: EmailType;
  @ApiProperty({ enum: Object.values(EMAIL_TYPES) }) email_type_label: (typeof EMAIL_TYPES)[EmailType];
  @ApiProperty({ type: 'integer', example: 1 }) variation: number;
  @ApiProperty({ type: 'integer' }) persona_id: number;
  @ApiProperty({ description: 'The stored e-mail for this persona, type and variation' }) cached: boolean;
}
