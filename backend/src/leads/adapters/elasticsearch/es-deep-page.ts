import { Client, errors, estypes } from '@elastic/elasticsearch';
import type { LeadSearchResult } from '../../lead-index.port';
import type { LeadSource } from './es-documents';
import { buildSearchBody, MAX_RESULT_WINDOW, toLeadHits, totalOf } from './es-query';

const KEEP_ALIVE = '1m';

/**
 * A page beyond the result window: a point in time pins the data, then search_after walks to the offset in
 * window-sized steps that read only sort values, and the last request fetches the page itself.
 */
export async function searchBeyondWindow(
  client: Client,
  index: string,
  body: ReturnType<typeof buildSearchBody>,
  from: number,
  size: number,
): Promise<LeadSearchResult> {
  let pitId: string;
  try {
    pitId = (await client.openPointInTime({ index, keep_alive: KEEP_ALIVE, ignore_unavailable: true })).id;
  } catch (error) {
    if (error instanceof errors.ResponseError && error.statusCode === 404) return { hits: [], total: 0 };
    throw error;
  }
  try {
    let after: estypes.SortResults | undefined;
    let total = 0;
    for (let skipped = 0; skipped < from;) {
      const step = Math.min(MAX_RESULT_WINDOW, from - skipped);
      const response = await client.search({
        ...body,
        pit: { id: pitId, keep_alive: KEEP_ALIVE },
        size: step,
        search_after: after,
        _source: false,
        track_total_hits: skipped === 0,
      });
      pitId = response.pit_id ?? pitId;
      if (skipped === 0) total = totalOf(response);
      const hits = response.hits.hits;
      if (total <= from || hits.length < step) return { hits: [], total };
      after = hits[hits.length - 1].sort;
      skipped += step;
    }
    const page = await client.search<LeadSource>({
      ...body,
      pit: { id: pitId, keep_alive: KEEP_ALIVE },
      size,
      search_after: after,
      track_total_hits: false,
    });
    pitId = page.pit_id ?? pitId;
    return { hits: toLeadHits(page), total };
  } finally {
    // The point in time would expire by itself; closing it frees the cluster's resources at once.
    await client.closePointInTime({ id: pitId }).catch(() => undefined);
  }
}
