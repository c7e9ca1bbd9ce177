import { Inject, Injectable } from '@nestjs/common';
import { isMissing, LeadField } from '../../leads/lead-fields';
import { LEAD_INDEX, LeadHit, LeadIndex, StoredLead } from '../../leads/lead-index.port';
import { normalizeLinkedInProfileUrl } from '../adapters/linkedin-profile';
import type { ResultDraft } from '../result-item';
import type { SearchPlan, SearchSource } from '../search-source.port';

/** Specialised searches read this many candidates per wanted result, and keep those matching in their field. */
const CANDIDATES_PER_RESULT = 5;
const MAX_CANDIDATES = 500;

/**
 * The elasticsearch source ('Database'): our lead index through the LeadIndex port, whichever adapter is live
 * (SQL by default, Elasticsearch when configured). The port has no per-field text match, so a specialised search
 * (company, person, skills, industry) runs the text over every field and keeps the hits whose own field holds
 * every word of it.
 */
@Injectable()
export class LeadIndexSource implements SearchSource {
  readonly id = 'elasticsearch' as const;

  constructor(@Inject(LEAD_INDEX) private readonly index: LeadIndex) {}

  unavailableReason(): string | null {
    return null;
  }

  async search(plan: SearchPlan): Promise<ResultDraft[]> {
    const field = plan.field;
    const pageSize = field
      ? Math.min(MAX_CANDIDATES, Math.max(100, plan.maxResults * CANDIDATES_PER_RESULT))
      : plan.maxResults;
    const { hits } = await this.index.search({ text: plan.text, filters: plan.filters, page: 1, pageSize });
    const kept = field ? hits.filter((hit) => fieldMatches(hit.lead, field, plan.text ?? '')) : hits;
    return kept.slice(0, plan.maxResults).map(toDraft);
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

/** Every word of the text occurs in the field (case-insensitive; list fields: across their elements). */
export function fieldMatches(lead: StoredLead, field: LeadField, text: string): boolean {
  const value = lead[field];
  if (isMissing(value)) return false;
  const haystack = (Array.isArray(value) ? value.join(' ') : String(value)).toLowerCase();
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.every((word) => haystack.includes(word));
}
