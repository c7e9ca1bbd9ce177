import { Injectable } from '@nestjs/common';
import type { PersonaLookup } from '../search/persona-lookup.port';
import type { ResultItem } from '../search/result-item';
import { PersonaStore } from './persona-store.service';
import { personaFields } from './personas.service';

/**
 * Search's PersonaLookup: a result is analysed when the user saved a persona to it, or analysed its LinkedIn URL
 * (also in a later search). Two indexed reads per call, whatever the number of results.
 */
@Injectable()
export class PersonaLookupService implements PersonaLookup {
  constructor(private readonly store: PersonaStore) {}

  async fill(userId: number, items: ResultItem[]): Promise<void> {
    if (!items.length) return;
    const ids = items.flatMap((item) => (/^r_\d+$/.test(item.id) ? [Number(item.id.slice(2))] : []));
    const urls = items.flatMap((item) => (item.linkedin_url ? [item.linkedin_url] : []));
    const [links, byUrl] = await Promise.all([this.store.linksFor(userId, ids), this.store.byUrls(userId, urls)]);
    const linked = await this.store.byIds(
      userId,
      links.map((link) => link.persona_id),
    );
    const personaOfResult = new Map(links.map((link) => [`r_${link.search_result_id}`, linked.get(link.persona_id)]));
    for (const item of items) {
      const persona = personaOfResult.get(item.id) ?? (item.linkedin_url ? byUrl.get(item.linkedin_url) : undefined);
      if (persona) Object.assign(item, personaFields(persona));
    }
  }
}
