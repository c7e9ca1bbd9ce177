import { JobHandler, JobHandlerOf } from '../jobs/job-handler.decorator';
import { CsvPersonaRunner } from './csv-persona-runner.service';

@JobHandler('csv-persona.process')
export class CsvPersonaJob implements JobHandlerOf<'csv-persona.process'> {
  constructor(private readonly runner: CsvPersonaRunner) {}

  handle(data: { sessionId: string }) {
    return this.runner.process(data.sessionId);
  }

  onFinalFailure(data: { sessionId: string }, error: Error) {
    return this.runner.failed(data.sessionId, error);
  }
}
