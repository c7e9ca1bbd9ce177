import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import { SearchResult } from '../search/entities/search-result.entity';
import { PersonaResultLink } from './entities/persona-result-link.entity';
import { Persona } from './entities/persona.entity';
import { personaNotFound } from './linkedin.errors';

export type PersonaDraft = Omit<Persona, 'id' | 'created_at' | 'user'>;

/** A search result to find the persona of: its id when it is stored (null for none), and its LinkedIn URL. */
export interface PersonaRef {
  resultId: number | null;
  linkedinUrl: string | null;
}

/** Stored persona analyses: re-use within the window, ownership, links to search results. */
@Injectable()
export class PersonaStore {
  constructor(
    @InjectRepository(Persona) private readonly personas: Repository<Persona>,
    @InjectRepository(PersonaResultLink) private readonly links: Repository<PersonaResultLink>,
    @InjectRepository(SearchResult) private readonly results: Repository<SearchResult>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The newest analysis per re-use key made by this user within PERSONA_REUSE_DAYS (none when it is 0), or since
   * the given moment.
   */
  async reusable(userId: number, keys: string[], madeSince?: Date): Promise<Map<string, Persona>> {
    const days = this.config.personas.reuseDays;
    if ((!days && !madeSince) || !keys.length) return new Map();
    const since = madeSince ?? new Date(Date.now() - days * 24 * 3600 * 1000);
    const rows = await this.personas.find({
      where: { user_id: userId, input_hash: In(keys), created_at: MoreThanOrEqual(since) },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    return newestBy(rows, (row) => row.input_hash);
  }

  async save(userId: number, draft: Omit<PersonaDraft, 'user_id'>): Promise<Persona> {
    const persona = this.personas.create({ ...draft, user_id: userId, created_at: new Date() });
    return this.personas.save(persona, NO_TRANSACTION);
  }

  async remove(id: number): Promise<void> {
    await this.personas.delete({ id });
  }

  /** 404 for a missing persona and for another user's. */
  async get(userId: number, id: number): Promise<Persona> {
    const persona = await this.personas.findOne({ where: { id, user_id: userId } });
    if (!persona) throw personaNotFound();
    return persona;
  }

  async byIds(userId: number, ids: number[]): Promise<Map<number, Persona>> {
    if (!ids.length) return new Map();
    const rows = await this.personas.find({ where: { id: In(ids), user_id: userId } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async page(userId: number, page: number, pageSize: number): Promise<{ rows: Persona[]; total: number }> {
    const [rows, total] = await this.personas.findAndCount({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { rows, total };
  }

  count(userId: number): Promise<number> {
    return this.personas.count({ where: { user_id: userId } });
  }

  /** The newest analysis of each LinkedIn URL this user had made (any age). */
  async byUrls(userId: number, urls: string[]): Promise<Map<string, Persona>> {
    const unique = [...new Set(urls)];
    if (!unique.length) return new Map();
    const rows = await this.personas.find({
      where: { user_id: userId, linkedin_url: In(unique) },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    return newestBy(rows, (row) => row.linkedin_url ?? '');
  }

  /** The saved links of the user's results among the ids. */
  linksFor(userId: number, ids: number[]): Promise<PersonaResultLink[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.links.find({ where: { search_result_id: In(ids), user_id: userId } });
  }

  /** The user's own search results among the ids, with their LinkedIn URL. Another user's are left out. */
  async ownResults(userId: number, ids: number[]): Promise<SearchResult[]> {
    if (!ids.length) return [];
    return this.results
      .createQueryBuilder('result')
      .innerJoin('result.query', 'query')
      .where('result.id IN (:...ids)', { ids })
      .andWhere('query.user_id = :userId', { userId })
      .select(['result.id', 'result.linkedin_url', 'result.query_id'])
      .getMany();
  }

  /**
   * The persona of each of the user's results: the one saved to it, else the newest analysis of its LinkedIn URL.
   */
  async forResults(userId: number, ids: number[]): Promise<Map<number, Persona>> {
    const own = await this.ownResults(userId, ids);
    const personas = await this.personasOf(
      userId,
      own.map((row) => ({ resultId: row.id, linkedinUrl: row.linkedin_url })),
    );
    const answer = new Map<number, Persona>();
    own.forEach((row, index) => {
      const persona = personas[index];
      if (persona) answer.set(row.id, persona);
    });
    return answer;
  }

  /**
   * The persona of each reference, in order: the one the user saved to its search result, else the newest analysis
   * of its LinkedIn URL. At most three indexed reads, whatever the number of references.
   */
  async personasOf(userId: number, refs: PersonaRef[]): Promise<(Persona | undefined)[]> {
    const links = await this.linksFor(
      userId,
      refs.flatMap(({ resultId }) => (resultId === null ? [] : [resultId])),
    );
    const [linked, byUrl] = await Promise.all([
      this.byIds(
        userId,
        links.map((link) => link.persona_id),
      ),
      this.byUrls(
        userId,
        refs.flatMap(({ linkedinUrl }) => (linkedinUrl ? [linkedinUrl] : [])),
      ),
    ]);
    const savedTo = new Map(links.map((link) => [link.search_result_id, linked.get(link.persona_id)]));
    return refs.map(
      ({ resultId, linkedinUrl }) =>
        (resultId === null ? undefined : savedTo.get(resultId)) ?? (linkedinUrl ? byUrl.get(linkedinUrl) : undefined),
    );
  }

  /**
   * Saves each of the user's results to the persona for its LinkedIn URL (or the one persona given for it).
   * Returns how many results were linked.
   */
  async link(userId: number, ids: number[], personas: Persona[]): Promise<number> {
    const own = await this.ownResults(userId, ids);
    const byUrl = newestBy(personas, (persona) => persona.linkedin_url ?? '');
    const only = personas.length === 1 && own.length === 1 ? personas[0] : null;
    const rows = own.flatMap((row) => {
      const persona = (row.linkedin_url && byUrl.get(row.linkedin_url)) || only;
      return persona ? [{ search_result_id: row.id, persona_id: persona.id, user_id: userId }] : [];
    });
    if (rows.length) await this.links.upsert(rows, ['search_result_id']);
    return rows.length;
  }
}

function newestBy<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
  return map;
}
