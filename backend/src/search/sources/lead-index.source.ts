import { Inject, Injectable } from '@nestjs/common';
import { LEAD_INDEX, LeadHit, LeadIndex } from '../../leads/lead-index.port';
import { normalizeLinkedInProfileUrl } from '../adapters/linkedin-profile';
import type { ResultDraft } from '../result-item';
import type { SearchPlan, SearchSource } from '../search-source.port';

/**
 * The elasticsearch source ('Database'): our lead index through the LeadIndex port, whichever adapter is live
 * (SQL by default, Elasticsearch when configured). A specialised search (company, person, skills, industry)
 * matches its text in its own field only, inside the index, so a lead is never missed because many others
 * mention the words elsewhere.
 */
@Injectable()
export class LeadIndexSource implements SearchSource {
  readonly id = 'elasticsearch' as const;

  constructor(@Inject(LEAD_INDEX) private readonly index: LeadIndex) {}

  unavailableReason(): string | null {
    return null;
  }

  async search(plan: SearchPlan): Promise<ResultDraft[]> {
    const { hits } = await this.index.search({
      text: plan.text,
      textFields: plan.field ? [plan.field] : undefined,
      filters: plan.filters,
      page: 1,
      pageSize: plan.maxResults,
      // Only the page is shown: counting every match of a common word over millions of leads would cost as
      // much again as ranking them.
      trackTotal: 0,
    });
    return hits.map(toDraft);
  }
}

function toDraft(hit: LeadHit): ResultDraft {
  const lead = hit.lead;
  const linkedinUrl = normalizeLinkedInProfileUrl(lead.linkedin_url);
  return {
    type: 'lead',
    title: lead.name ?? lead.company_name ?? null,
    link: lead.linkedin_url ?? lead.company_website ?? null,
    score: hit.score,
    linkedin_url: linkedinUrl,
    data: { ...lead },
  };
}
