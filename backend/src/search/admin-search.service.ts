import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { badRequest, notFound } from '../common/app-exception';
import { ListParams, ListResult } from '../common/list-query';
import { SearchQuery } from './entities/search-query.entity';
import { HistoryEntry } from './history-view';
import { QUERY_TYPES } from './result-item';
import { Page, SearchHistoryService } from './search-history.service';

export interface AdminHistoryFilter {
  email?: string;
  query_type?: string;
  date_from?: string;
  date_to?: string;
  processed?: boolean;
  /** Part of the query text. */
  q?: string;
  user_id?: number;
  ids?: number[];
}

const SORTABLE: Record<string, string> = {
  id: 'q.id',
  created_at: 'q.created_at',
  query_text: 'q.query_text',
  query_type: 'q.query_type',
  total_results: 'q.total_results',
  processed: 'q.processed',
  email: 'user.email',
  username: 'user.username',
};

/** Every user's search history for administrators: filters, paging, the react-admin list, filter options. */
@Injectable()
export class AdminSearchService {
  constructor(
    @InjectRepository(SearchQuery) private readonly queries: Repository<SearchQuery>,
    private readonly history: SearchHistoryService,
    private readonly users: UsersService,
  ) {}

  /** Newest first, each entry with its results and its user. */
  async historyPage(filter: AdminHistoryFilter, page: Page): Promise<{ history: HistoryEntry[]; total: number }> {
    const query = this.filtered(filter)
      .orderBy('q.created_at', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize);
    const [entries, total] = await query.getManyAndCount();
    return { history: await this.history.withResults(entries, true), total };
  }

  async userHistory(userId: number, filter: AdminHistoryFilter, page: Page) {
    if (!(await this.users.findById(userId))) throw notFound('user_not_found', 'User not found');
    return this.historyPage({ ...filter, user_id: userId }, page);
  }

  /** The react-admin list (ra-data-simple-rest): entries without results. */
  async list(params: ListParams): Promise<ListResult<HistoryEntry>> {
    const sort = SORTABLE[params.sort.field];
    if (!sort) throw badRequest('invalid_query', `Cannot sort search history by ${params.sort.field}`);
    const [entries, total] = await this.filtered(listFilter(params.filter))
      .orderBy(sort, params.sort.order)
      .addOrderBy('q.id', params.sort.order)
      .offset(params.range.start)
      .limit(params.range.end - params.range.start + 1)
      .getManyAndCount();
    return { rows: await this.history.withResults(entries, false), total, start: params.range.start };
  }

  /** The Super Admin filter lists: the users who have searched, and the query types in use. */
  async filterOptions() {
    const users: { email: string; username: string }[] = await this.queries.manager
      .createQueryBuilder(User, 'user')
      .select('user.email', 'email')
      .addSelect('user.username', 'username')
      .where('EXISTS (SELECT 1 FROM search_queries sq WHERE sq.user_id = user.id)')
      .orderBy('user.email', 'ASC')
      .limit(1000)
      .getRawMany();
    const types: { query_type: string }[] = await this.queries
      .createQueryBuilder('q')
      .select('DISTINCT q.query_type', 'query_type')
      .getRawMany();
    const used = QUERY_TYPES.filter((type) => types.some((row) => row.query_type === type));
    return {
      emails: users.map((user) => user.email),
      usernames: [...users.map((user) => user.username)].sort((a, b) => a.localeCompare(b)),
      // The spec's default list when nothing has been searched yet.
      query_types: used.length ? used : ['database', 'websearch'],
    };
  }

  private filtered(filter: AdminHistoryFilter): SelectQueryBuilder<SearchQuery> {
    const query = this.queries.createQueryBuilder('q').innerJoinAndSelect('q.user', 'user');
    if (filter.user_id !== undefined) query.andWhere('q.user_id = :userId', { userId: filter.user_id });
    if (filter.ids) query.andWhere(filter.ids.length ? 'q.id IN (:...ids)' : '1 = 0', { ids: filter.ids });
    if (filter.email)
      query.andWhere(`user.email LIKE :email ESCAPE '!'`, { email: contains(filter.email.toLowerCase()) });
    if (filter.q)
      query.andWhere(`LOWER(q.query_text) LIKE :text ESCAPE '!'`, { text: contains(filter.q.toLowerCase()) });
    if (filter.query_type) query.andWhere('q.query_type = :type', { type: filter.query_type });
    if (filter.processed !== undefined) query.andWhere('q.processed = :processed', { processed: filter.processed });
    if (filter.date_from)
      query.andWhere('q.created_at >= :from', { from: day(filter.date_from, 'date_from', 'start') });
    if (filter.date_to) query.andWhere('q.created_at <= :to', { to: day(filter.date_to, 'date_to', 'end') });
    return query;
  }
}

/** A LIKE pattern matching the text anywhere, with % and _ taken literally ('!' escapes on both databases). */
function contains(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

/** "2026-05-01" covers the whole UTC day. */
function day(value: string, name: string, edge: 'start' | 'end'): Date {
  const date = new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) {
    throw badRequest('invalid_query', `${name} must be a date (YYYY-MM-DD)`);
  }
  return date;
}

/** react-admin's filter object, checked: unknown keys and wrong types are a 400, not silently ignored. */
function listFilter(raw: Record<string, unknown>): AdminHistoryFilter {
  const filter: AdminHistoryFilter = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'processed') {
      if (value !== true && value !== false && value !== 'true' && value !== 'false') {
        throw badRequest('invalid_query', 'processed must be true or false');
      }
      filter.processed = value === true || value === 'true';
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(Number);
      if (!ids.every(Number.isInteger)) throw badRequest('invalid_query', 'id must be whole numbers');
      filter.ids = ids;
    } else if (key === 'user_id') {
      if (!Number.isInteger(Number(value))) throw badRequest('invalid_query', 'user_id must be a whole number');
      filter.user_id = Number(value);
    } else if (['email', 'query_type', 'date_from', 'date_to', 'q'].includes(key)) {
      if (typeof value !== 'string') throw badRequest('invalid_query', `${key} must be text`);
      if (key === 'query_type' && !QUERY_TYPES.includes(value as never)) {
        throw badRequest('invalid_query', `query_type must be one of ${QUERY_TYPES.join(', ')}`);
      }
      filter[key as 'email' | 'query_type' | 'date_from' | 'date_to' | 'q'] = value.slice(0, 500);
    } else {
      throw badRequest('invalid_query', `Unknown filter ${key}`);
    }
  }
  return filter;
}
