import { JobHandler, JobHandlerOf } from '../jobs/job-handler.decorator';
import { CsvImportService } from './csv-import.service';

@JobHandler('csv.import')
export class CsvImportJob implements JobHandlerOf<'csv.import'> {
  constructor(private readonly imports: CsvImportService) {}

  async handle(data: { importId: number }) {
    const row = await this.imports.run(data.importId);
    return { status: row.status, records_processed: row.records_processed };
  }
}
