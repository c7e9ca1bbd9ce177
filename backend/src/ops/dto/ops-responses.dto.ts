import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DriverStatus, HealthDrivers, SourceInfo } from '../ops.service';

export class DriverStatusDto implements DriverStatus {
  @ApiProperty({ example: 'sqlite' }) driver: string;
  @ApiPropertyOptional({ description: 'Reachable (database, job queue, lead index)' }) ok?: boolean;
  @ApiPropertyOptional({ description: 'Configured (vendors)' }) configured?: boolean;
  @ApiPropertyOptional({ example: 'connect ECONNREFUSED 127.0.0.1:6379' }) error?: string;
}

export class HealthDriversDto implements HealthDrivers {
  @ApiProperty({ type: DriverStatusDto }) database: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) jobs: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) lead_index: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) ai: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) web_search: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) scraping: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) payments: DriverStatusDto;
  @ApiProperty({ type: DriverStatusDto }) mail: DriverStatusDto;
}

/** 200 when everything the API needs answers, else 503 with the same body and `status: degraded`. */
export class HealthResponseDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiPropertyOptional({ type: HealthDriversDto, description: 'Administrators only' }) drivers?: HealthDriversDto;
}

export class SourceInfoDto implements SourceInfo {
  @ApiProperty({ enum: ['elasticsearch', 'google', 'bright_data'] }) id: SourceInfo['id'];
  @ApiProperty({ example: 'Database' }) label: string;
  @ApiProperty() configured: boolean;
  @ApiProperty({ example: 'sql' }) driver: string;
  @ApiPropertyOptional({ example: 'Web search is not configured' }) reason?: string;
  @ApiPropertyOptional({ description: 'Administrators only: which environment variables to set' }) hint?: string;
  @ApiPropertyOptional({ type: 'integer', description: 'The Database source: leads in the index' })
  lead_count?: number;
}

export class SourcesResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [SourceInfoDto] }) sources: SourceInfoDto[];
}

export class LogActionResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: 'integer' }) id: number;
}

export class LoggedActionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: 'search' }) action: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) details: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class LoggedActionsResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) page_size: number;
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: [LoggedActionDto] }) logs: LoggedActionDto[];
}
