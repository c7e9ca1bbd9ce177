import { Injectable } from '@nestjs/common';
import { aiNotConfigured } from '../ai/ai.errors';
import { CreditsService } from '../billing/credits.service';
import { badRequest } from '../common/app-exception';
import type { PersonaAnalysisDto } from './dto/linkedin.dto';
import type { Persona } from './entities/persona.entity';
import type { LinkedInData } from './linkedin-data';
import { nothingToSave } from './linkedin.errors';
import { PersonaAnalyzer } from './persona-analyzer.service';
import { dataKey, resultIdOf, resultIds, textKey, urlKey } from './persona-input';
import { PersonaStore } from './persona-store.service';
import { PersonaView, toView } from './persona-view';
import { normalizeLinkedInProfileUrl } from '../search/adapters/linkedin-profile';
import { isRecord } from '../search/adapters/vendor-http';
import { mapProfileRecord } from './scraper/map-record';

const MIN_TEXT = 30;

/** Persona analysis without scraping, and the stored personas: save to results, read, list, enhance results. */
@Injectable()
export class PersonasService {
  constructor(
    private readonly analyzer: PersonaAnalyzer,
    private readonly store: PersonaStore,
    private readonly credits: CreditsService,
  ) {}

  /** POST /linkedin/persona-analysis/: given LinkedIn data, or pasted text. One credit unless re-used. */
  async analyse(userId: number, dto: PersonaAnalysisDto) {
    const subject = dto.text !== undefined ? fromText(dto) : fromData(dto);
    const reused = (await this.store.reusable(userId, [subject.inputHash])).get(subject.inputHash);
    let persona: Persona;
    if (reused) persona = reused;
    else {
      if (!this.analyzer.configured) throw aiNotConfigured();
      await this.credits.assertAvailable(userId, 1);
      persona = await this.analyzer.analyse(userId, subject);
    }
    return {
      success: true as const,
      persona: toView(persona),
      cached: Boolean(reused),
      charged_credits: reused ? 0 : 1,
      balance: await this.credits.balance(userId),
    };
  }

  async save(userId: number, personaResults: unknown[], rawResultIds: unknown[]) {
    const ids = resultIds(rawResultIds);
    const byId = personaResults.flatMap((item) => {
      const id = isRecord(item) ? Number(item.persona_id ?? item.id) : NaN;
      return Number.isInteger(id) && id > 0 ? [id] : [];
    });
    const urls = personaResults.flatMap((item) => {
      const url = isRecord(item) ? normalizeLinkedInProfileUrl(item.linkedin_url) : null;
      return url ? [url] : [];
    });
    const personas = new Map<number, Persona>();
    for (const persona of (await this.store.byIds(userId, byId)).values()) personas.set(persona.id, persona);
    for (const persona of (await this.store.byUrls(userId, urls)).values()) personas.set(persona.id, persona);
    if (!personas.size) throw nothingToSave();
    const saved = await this.store.link(userId, ids, [...personas.values()]);
    return { success: true as const, saved };
  }

  async forResults(userId: number, rawIds: unknown[]): Promise<Record<string, PersonaView>> {
    const found = await this.store.forResults(userId, resultIds(rawIds));
    return Object.fromEntries([...found].map(([id, persona]) => [String(id), toView(persona)]));
  }

  async get(userId: number, id: number): Promise<PersonaView> {
    return toView(await this.store.get(userId, id));
  }

  async page(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.store.page(userId, page, pageSize);
    return { success: true as const, personas: rows.map(toView), total, page, page_size: pageSize };
  }

  /** Each given result with its persona fields filled from this user's analyses (by saved link or LinkedIn URL). */
  async enhance(userId: number, results: unknown[] | undefined, rawIds: unknown[] | undefined) {
    const items: Record<string, unknown>[] = results
      ? results.filter(isRecord)
      : (rawIds ?? []).map((id) => ({ id: String(id) }));
    const refs = items.map((item) => ({
      id: resultIdOf(item.id),
      url: normalizeLinkedInProfileUrl(item.linkedin_url ?? (isRecord(item.data) ? item.data.linkedin_url : null)),
    }));
    const linked = await this.store.forResults(userId, resultIds(refs.flatMap(({ id }) => (id === null ? [] : [id]))));
    const byUrl = await this.store.byUrls(
      userId,
      refs.flatMap(({ url }) => (url ? [url] : [])),
    );
    const enhanced = items.map((item, index) => {
      const { id, url } = refs[index];
      const persona = (id === null ? undefined : linked.get(id)) ?? (url ? byUrl.get(url) : undefined);
      return { ...item, ...personaFields(persona) };
    });
    return { success: true as const, results: enhanced };
  }
}

/** The persona fields of a search result item (docs/api-search.md "Result item"). */
export function personaFields(persona: Persona | undefined) {
  if (!persona) {
    return {
      persona_analysis_status: 'not_analyzed' as const,
      persona_analysis: null,
      linkedin_data: null,
      persona_analyzed_at: null,
      persona_id: null,
    };
  }
  const view = toView(persona);
  return {
    persona_analysis_status: 'completed' as const,
    persona_analysis: view.persona_analysis,
    linkedin_data: view.linkedin_data,
    persona_analyzed_at: view.persona_analyzed_at,
    persona_id: view.id,
  };
}

function fromText(dto: PersonaAnalysisDto) {
  if (dto.linkedin_data !== undefined) throw invalidInput();
  const text = (dto.text ?? '').trim();
  if (text.length < MIN_TEXT) {
    throw badRequest('invalid_input', `Paste at least ${MIN_TEXT} characters of profile text`);
  }
  const name = dto.name?.trim() || null;
  const company = dto.company?.trim() || null;
  const data: LinkedInData = {
    ...mapProfileRecord({ name, current_company_name: company, about: text }, null),
    linkedin_url: null,
  };
  return {
    source: 'text' as const,
    input: { kind: 'text' as const, text, name, company },
    data,
    inputHash: textKey(text, name, company),
  };
}

function fromData(dto: PersonaAnalysisDto) {
  if (!dto.linkedin_data) throw invalidInput();
  const url = normalizeLinkedInProfileUrl(dto.linkedin_data.linkedin_url ?? dto.linkedin_data.url);
  const data: LinkedInData = { ...mapProfileRecord(dto.linkedin_data, url), linkedin_url: url };
  if (!data.name && !data.about && !data.position && !data.experience.length) {
    throw badRequest('invalid_input', 'linkedin_data has nothing to analyse (no name, about, position or experience)');
  }
  return {
    source: 'data' as const,
    input: { kind: 'profile' as const, data },
    data,
    inputHash: url ? urlKey(url) : dataKey(dto.linkedin_data),
  };
}

const invalidInput = () => badRequest('invalid_input', 'Send either linkedin_data or text to analyse');
