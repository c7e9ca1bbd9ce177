import { Injectable } from '@nestjs/common';
import type { PersonaLookup } from '../search/persona-lookup.port';
import type { ResultItem } from '../search/result-item';
import { resultIdOf } from './persona-input';
import { PersonaStore } from './persona-store.service';
import { personaFields } from './personas.service';

/**
 * Search's PersonaLookup: a result is analysed when the user saved a persona to it, or analysed its LinkedIn URL
 * (also in a later search). Results just stored cannot have a saved persona yet: only their URLs are looked up.
 */
@Injectable()
export class PersonaLookupService implements PersonaLookup {
  constructor(private readonly store: PersonaStore) {}

  async fill(userId: number, items: ResultItem[], { justStored = false } = {}): Promise<void> {
    if (!items.length) return;
    const personas = await this.store.personasOf(
      userId,
      items.map((item) => ({ resultId: justStored ? null : resultIdOf(item.id), linkedinUrl: item.linkedin_url })),
    );
    items.forEach((item, index) => {
      const persona = personas[index];
      if (persona) Object.assign(item, personaFields(persona));
    });
  }
}
