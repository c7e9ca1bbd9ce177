import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
export { PersonaPageDto as CsvSessionsQueryDto } from '../../linkedin/dto/linkedin.dto';

export class CsvPersonaUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The CSV file: a linkedin_url column, optional names' })
  csv_file: unknown;
}

export class DownloadQueryDto {
  @ApiPropertyOptional({ enum: ['0', '1', 'true', 'false'], description: 'Add the Cold Outreach e-mail per row' })
  @IsOptional()
  @IsIn(['0', '1', 'true', 'false'], { message: 'include_email must be 1 or 0' })
  include_email?: string;
}
