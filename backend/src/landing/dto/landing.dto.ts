import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { OptionalText, RequiredText, Trim } from '../../common/dto-helpers';
import { DESIGN_PROMPT_REQUIRED, NOTHING_TO_SAVE, PROMPT_REQUIRED, REGENERATE_HTML_REQUIRED } from '../landing.errors';
import { DEFAULT_THEME, HEX_COLOUR } from '../html/theme';

const PROMPT_MAX = 2000;
/** An optional #rgb / #rrggbb colour of the theme. */
function Colour(key: keyof typeof DEFAULT_THEME) {
  const message = `theme.${key} must be a colour such as ${DEFAULT_THEME[key]}`;
  return applyDecorators(
    ApiPropertyOptional({ example: DEFAULT_THEME[key], description: `Default ${DEFAULT_THEME[key]}` }),
    Trim(),
    IsOptional(),
    IsString({ message }),
    Matches(HEX_COLOUR, { message }),
  );
}

export class LandingThemeDto {
  @Colour('primary') primary?: string;
  @Colour('secondary') secondary?: string;
  @Colour('background') background?: string;
  @Colour('text') text?: string;
  @Colour('accent') accent?: string;
}

export class GenerateLandingDto {
  @RequiredText(PROMPT_REQUIRED, PROMPT_MAX, 'fitness coaching landing page')
  prompt: string;

  @OptionalText(100, 'gpt-4o-mini')
  model?: string;

  @ApiPropertyOptional({ description: 'A page to start from (sanitised and size-checked like any page)' })
  @IsOptional()
  @IsString({ message: 'base_html must be HTML text' })
  base_html?: string;

  @ApiPropertyOptional({ type: LandingThemeDto, description: 'Theme colours; missing ones take the defaults' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LandingThemeDto)
  theme?: LandingThemeDto;
}

export class RegenerateLandingDto {
  @ApiProperty({ description: 'The current page' })
  @IsString({ message: REGENERATE_HTML_REQUIRED })
  @Matches(/\S/, { message: REGENERATE_HTML_REQUIRED })
  html: string;

  @RequiredText(DESIGN_PROMPT_REQUIRED, PROMPT_MAX, 'make it dark with rounded cards')
  prompt: string;
}

export class CreateTemplateDto {
  @ApiPropertyOptional({ maxLength: 200, description: "Empty or blank becomes 'Untitled'", example: 'Fitness Landing' })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  name?: string;

  @ApiProperty({ description: 'The page HTML (sanitised on save)' })
  @IsString({ message: NOTHING_TO_SAVE })
  html: string;

  @ApiPropertyOptional({ default: false, description: 'On a name clash, update that template instead of 409' })
  @IsOptional()
  @IsBoolean({ message: 'upsert must be true or false' })
  upsert?: boolean;
}

export class UpdateTemplateDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  name?: string;

  @ApiPropertyOptional({ description: 'The page HTML (sanitised on save)' })
  @IsOptional()
  @IsString({ message: 'html must be text' })
  html?: string;
}

const PAGE_SIZE_MESSAGE = 'page_size must be a whole number from 1 to 100';

export class SubmissionsPageDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(1_000_000, { message: 'page must be a whole number from 1' })
  page = 1;

  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100, type: 'integer' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(100, { message: PAGE_SIZE_MESSAGE })
  page_size = 25;
}
