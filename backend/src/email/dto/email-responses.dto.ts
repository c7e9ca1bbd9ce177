import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_TYPES } from '../../ai/prompts/email.v1';
import type { EmailType } from '../../ai/prompts/email.v1';
import type { PersonalizationApplied } from '../entities/generated-email.entity';

export class GeneratedEmailDto {
  @ApiProperty({ example: 'Ada, a quick idea for Analytical Engines' }) subject: string;
  @ApiProperty() body: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Which persona insights the e-mail used',
  })
  personalization_applied: PersonalizationApplied;
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
