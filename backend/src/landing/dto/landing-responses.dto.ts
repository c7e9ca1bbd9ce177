import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../../common/openapi';

export class GeneratedLandingDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'The page, sanitised (no scripts), ready to preview or save' }) html: string;
  @ApiProperty({ example: 'gpt-4o-mini' }) model: string;
}

export class TemplateSummaryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'Spring launch' }) name: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty() published: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'https://app.example.com/p/3q2x…' })
  public_url: string | null;
}

export class TemplateDto extends TemplateSummaryDto {
  @ApiProperty() html: string;
}

export class TemplateListDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [TemplateSummaryDto] }) templates: TemplateSummaryDto[];
}

export class TemplateResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: TemplateDto }) template: TemplateDto;
  @ApiPropertyOptional({ enum: [true], description: 'POST with upsert: an existing template of that name changed' })
  updated?: true;
}

/** 409 of a save whose name another template has: the error envelope plus that template's id. */
export class DuplicateNameDto extends ErrorEnvelopeDto {
  @ApiProperty({ type: 'integer', example: 12 }) template_id: number;
}

export class TemplateVersionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: 'integer', description: 'HTML size in bytes' }) size: number;
}

export class TemplateVersionsDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [TemplateVersionDto] }) versions: TemplateVersionDto[];
}

export class PublishedDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: '3q2xY1Nc0b9Zr4hV7sKp0w' }) slug: string;
  @ApiProperty({ example: 'https://app.example.com/p/3q2xY1Nc0b9Zr4hV7sKp0w' }) public_url: string;
}

export class LandingSuccessDto {
  @ApiProperty({ enum: [true] }) success: true;
}

export class SubmissionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'ada@example.com', name: 'Ada' },
  })
  fields: Record<string, string>;
  @ApiProperty({ type: String, nullable: true }) referrer: string | null;
}

export class SubmissionsPageResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [SubmissionDto] }) submissions: SubmissionDto[];
  @ApiProperty({ type: 'integer' }) total: number;
}
