import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../common/dto-helpers';

export const MAX_TOKEN_NAME_LENGTH = 100;
export const MAX_TOKEN_DAYS = 365;

export class CreateApiTokenDto {
  @ApiProperty({ example: 'HubSpot sync', maxLength: MAX_TOKEN_NAME_LENGTH })
  @Trim()
  @IsString({ message: 'Token name is required' })
  @IsNotEmpty({ message: 'Token name is required' })
  @MaxLength(MAX_TOKEN_NAME_LENGTH, {
    message: `Token name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`,
  })
  name: string;

  @ApiPropertyOptional({
    description: 'Days until the token expires (1–365); null or absent: it never expires',
    example: 90,
    minimum: 1,
    maximum: MAX_TOKEN_DAYS,
    nullable: true,
    type: Number,
  })
  @IsOptional()
  @IsInt({ message: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
  @Min(1, { message: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
  @Max(MAX_TOKEN_DAYS, { message: `Expiry must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}` })
  expires_in_days?: number | null;
}

/** A token as listed: never its secret. */
export class ApiTokenDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'HubSpot sync' })
  name: string;

  @ApiProperty({ description: 'The first characters of the token, to tell tokens apart', example: 'lsk_Q2x9' })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Last request made with the token (updated at most once a minute); null if never used',
  })
  last_used_at: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null: never expires' })
  expires_at: string | null;
}

export class ApiTokenListDto {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ type: [ApiTokenDto], description: 'Tokens not revoked, newest first (expired ones included)' })
  tokens: ApiTokenDto[];
}

export class CreatedApiTokenDto {
  @ApiProperty({ enum: [true], example: true })
  success: true;

  @ApiProperty({ type: ApiTokenDto })
  token: ApiTokenDto;

  @ApiProperty({
    description: 'The token itself, shown this once only: send it as `Authorization: Bearer <secret>`',
    example: 'lsk_Q2x9hJ3kL0mN4pR7sT1vW8yZ2aB5cD6eF9gH0iJ3kLm',
  })
  secret: string;
}

export class RevokedApiTokenDto {
  @ApiProperty({ enum: [true], example: true })
  success: true;
}
