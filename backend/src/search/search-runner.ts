import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { ResultDraft, SourceId } from './result-item';
import { SEARCH_SOURCES, SearchPlan, SearchSource, SourceError } from './search-source.port';

export interface SourceOutcome {
  source: SourceId;
  drafts: ResultDraft[];
  /** Why the source gave nothing: not configured, timed out, refused by the vendor… (safe to show). */
  error: string | null;
}

const UNEXPECTED: Record<SourceId, string> = {
  elasticsearch: 'Database search failed',
  google: 'Web search failed unexpectedly',
  bright_data: 'LinkedIn search failed unexpectedly',
};

/**
 * Runs the requested sources concurrently, each under its own timeout (SEARCH_SOURCE_TIMEOUT_MS). Never throws:
 * a source that is not configured, fails or times out yields an error for that source only.
 */
@Injectable()
export class SearchRunner {
  private readonly logger = new Logger('Search');
  private readonly byId: Map<SourceId, SearchSource>;

  constructor(
    @Inject(SEARCH_SOURCES) sources: SearchSource[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.byId = new Map(sources.map((source) => [source.id, source]));
  }

  run(plan: SearchPlan): Promise<SourceOutcome[]> {
    return Promise.all(plan.sources.map((id) => this.runOne(id, plan)));
  }

  private async runOne(id: SourceId, plan: SearchPlan): Promise<SourceOutcome> {
    const source = this.byId.get(id);
    const unavailable = source ? source.unavailableReason() : `Unknown source ${id}`;
    if (!source || unavailable) return { source: id, drafts: [], error: unavailable };
    if (id !== 'elasticsearch' && !plan.webQuery.trim()) {
      return { source: id, drafts: [], error: 'A web search needs a query' };
    }
    const ms = this.config.search.sourceTimeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new SourceError('timeout', `Timed out after ${ms} ms`));
        controller.abort();
      }, ms);
    });
    try {
      const drafts = await Promise.race([source.search(plan, controller.signal), timeout]);
      return { source: id, drafts, error: null };
    } catch (error) {
      if (error instanceof SourceError) {
        this.logger.warn(`${id} failed: ${error.code}: ${error.message}`);
        return { source: id, drafts: [], error: error.message };
      }
      // Not a vendor answer but our bug or the database: keep the detail in the log only.
      this.logger.error(`${id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { source: id, drafts: [], error: UNEXPECTED[id] };
    } finally {
      clearTimeout(timer);
    }
  }
}
