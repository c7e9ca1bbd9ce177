import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { EMAIL_PATTERN, OptionalText, Trim } from '../../common/dto-helpers';

export class UpdateProfileDto {
  @OptionalText(150, 'Ada')
  first_name?: string;

  @OptionalText(150, 'Lovelace')
  last_name?: string;

  @ApiPropertyOptional({ example: 'ada@example.com' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Email is invalid' })
  @MaxLength(254, { message: 'Email is invalid' })
  @Matches(EMAIL_PATTERN, { message: 'Email is invalid' })
  email?: string;

  @OptionalText(255, 'Analytical Engines Ltd')
  company?: string;

  @OptionalText(100, 'Head of Sales')
  role?: string;

  @ApiPropertyOptional({
    description: 'A data URL of a PNG, JPG, GIF or WebP image (at most 5 MB), or null to remove the picture',
    nullable: true,
    type: String,
  })
  @ValidateIf((_object, value) => value !== null)
  @IsOptional()
  @IsString({ message: 'Profile picture must be an image data URL' })
  profilePicture?: string | null;
}

export class ExportQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'Inclusive, YYYY-MM-DD' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'start_date must be a date (YYYY-MM-DD)' })
  start_date?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Inclusive, YYYY-MM-DD' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'end_date must be a date (YYYY-MM-DD)' })
  end_date?: string;
}
