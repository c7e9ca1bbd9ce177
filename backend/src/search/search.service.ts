import { Injectable } from '@nestjs/common';
import type { User } from '../auth/entities/user.entity';
import type { ResultsBySource, SourceId } from './result-item';
import { SearchHistoryService } from './search-history.service';
import { SearchRunner } from './search-runner';
import type { SearchPlan } from './search-source.port';

export interface SearchResponse {
  success: true;
  results: ResultsBySource;
  search_query_id: number;
  errors: Partial<Record<SourceId, string>>;
  total_results: number;
}

/**
 * One search: the history entry is written while the sources run (concurrently, each under its own timeout),
 * then the results are stored with the entry and answered keyed by source. A failing source is an entry in
 * `errors`, never a failed search.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly runner: SearchRunner,
    private readonly history: SearchHistoryService,
  ) {}

  async search(user: User, plan: SearchPlan): Promise<SearchResponse> {
    const [queryId, outcomes] = await Promise.all([this.history.begin(user.id, plan), this.runner.run(plan)]);
    const { results, errors, total } = await this.history.complete(queryId, outcomes, user.id);
    return { success: true, results, search_query_id: queryId, errors, total_results: total };
  }
}
