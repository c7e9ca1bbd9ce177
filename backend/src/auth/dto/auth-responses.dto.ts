import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SessionResponse } from '../auth.service';
import { PLAN_TYPES } from '../entities/user.entity';
import type { TokenPair } from '../token.service';
import type { UserView } from '../user-view';

/** The user as the API shows it (spec part 1 §3): never the password hash. */
export class UserViewDto implements UserView {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ example: 'ada' }) username: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ example: 'Ada' }) first_name: string;
  @ApiProperty({ example: 'Lovelace' }) last_name: string;
  @ApiProperty({ example: 'Analytical Engines' }) company: string;
  @ApiProperty({ example: 'CTO' }) role: string;
  @ApiProperty({ type: String, nullable: true, description: 'A data: URL (PNG, JPEG, GIF or WebP)' })
  profilePicture: string | null;
  @ApiProperty() is_superuser: boolean;
  @ApiProperty() is_staff: boolean;
  @ApiProperty() is_admin: boolean;
  @ApiProperty({ enum: PLAN_TYPES, example: 'free' }) plan_type: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class TokenPairDto implements TokenPair {
  @ApiProperty({ description: 'Bearer token for the API (15 minutes)' }) access: string;
  @ApiProperty({ description: 'For POST /api/auth/refresh/ (single use)' }) refresh: string;
}

export class SessionResponseDto implements SessionResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
  @ApiProperty({ type: TokenPairDto }) tokens: TokenPairDto;
}

export class RefreshResponseDto implements TokenPair {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() access: string;
  @ApiProperty() refresh: string;
}

export class UserResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
}

export class SuccessDto {
  @ApiProperty({ enum: [true] }) success: true;
}

export class SuccessMessageDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'Password changed' }) message: string;
}

export class ExportRangeDto {
  @ApiProperty({ type: String, format: 'date', nullable: true }) start_date: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) end_date: string | null;
}

export class ExportedActionDto {
  @ApiProperty({ example: 'search' }) action: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

const section = (description: string) => ({
  type: 'array' as const,
  items: { type: 'object', additionalProperties: true },
  description,
});

/** Sections other modules add (search history, transactions, API tokens) follow the fixed part. */
export class UserExportDto {
  @ApiProperty({ format: 'date-time' }) exported_at: string;
  @ApiProperty({ type: ExportRangeDto }) range: ExportRangeDto;
  @ApiProperty({ type: UserViewDto }) user: UserViewDto;
  @ApiProperty({ type: [ExportedActionDto] }) actions: ExportedActionDto[];
  @ApiPropertyOptional(section('Searches in the range, each with its results (source, position, type, title, link)'))
  searches?: Record<string, unknown>[];
  @ApiPropertyOptional(section('Credit transactions in the range (as GET /api/usage/transactions/ lists them)'))
  transactions?: Record<string, unknown>[];
  @ApiPropertyOptional(section('Every personal API token the user made, revoked ones too'))
  api_tokens?: Record<string, unknown>[];
}

export class UserExportResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: UserExportDto }) data: UserExportDto;
}
