import { JobHandler, JobHandlerOf } from '../jobs/job-handler.decorator';
import { PersonaJobs } from './persona-jobs.service';

@JobHandler('linkedin.scrape')
export class LinkedinScrapeJob implements JobHandlerOf<'linkedin.scrape'> {
  constructor(private readonly jobs: PersonaJobs) {}

  handle(data: { jobId: string }) {
    return this.jobs.process(data.jobId);
  }

  onFinalFailure(data: { jobId: string }, error: Error) {
    return this.jobs.failed(data.jobId, error);
  }
}
