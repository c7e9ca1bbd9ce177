import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { notFound } from '../common/app-exception';
import {
  applyFilter,
  contains,
  exact,
  findOne,
  findPage,
  flag,
  ListParams,
  ListResult,
  ListSpec,
  onDay,
  whole,
} from '../common/list-query';
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
}

/** A search as administrators list it: with its user, and user_id for react-admin's references. */
export type AdminHistoryEntry = HistoryEntry & { user_id: number; user: NonNullable<HistoryEntry['user']> };

/** The admin/search-history resource; the Super Admin filters (GET /admin/search/history/) use the same ones. */
export const SEARCH_HISTORY_LIST: ListSpec = {
  plural: 'search history',
  singular: 'search',
  id: 'q.id',
  sortable: {
    id: 'q.id',
    created_at: 'q.created_at',
    query_text: 'q.query_text',
    query_type: 'q.query_type',
    total_results: 'q.total_results',
    processed: 'q.processed',
    user_id: 'q.user_id',
    email: 'user.email',
    username: 'user.username',
  },
  filters: {
    user_id: whole('q.user_id'),
    email: contains('user.email'),
    username: contains('user.username'),
    q: contains('q.query_text'),
    query_type: exact('q.query_type', QUERY_TYPES),
    processed: flag('q.processed'),
    date_from: onDay('q.created_at', 'from'),
    date_to: onDay('q.created_at', 'to'),
  },
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
  async historyPage(filter: AdminHistoryFilter, page: Page): Promise<{ history: AdminHistoryEntry[]; total: number }> {
    const query = this.filtered(filter)
      .orderBy('q.created_at', 'DESC')
      .addOrderBy('q.id', 'DESC')
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize);
    const [entries, total] = await query.getManyAndCount();
    const history = await this.history.withResults(entries, true);
    return { history: history.map((entry, i) => adminEntry(entry, entries[i])), total };
  }

  async userHistory(userId: number, filter: AdminHistoryFilter, page: Page) {
    if (!(await this.users.findById(userId))) throw notFound('user_not_found', 'User not found');
    return this.historyPage({ ...filter, user_id: userId }, page);
  }

  /** The react-admin list (ra-data-simple-rest): entries without results. */
  async list(params: ListParams): Promise<ListResult<AdminHistoryEntry>> {
    const { rows, total } = await findPage(this.withUser(), params, SEARCH_HISTORY_LIST);
    const entries = await this.history.withResults(rows, false);
    return {
      rows: entries.map((entry, i) => adminEntry(entry, rows[i])),
      total,
      start: params.range.start,
    };
  }

  /** react-admin's getOne: the entry with its results and its user. */
  async one(id: number): Promise<AdminHistoryEntry> {
    const entry = await findOne(this.withUser(), id, SEARCH_HISTORY_LIST);
    return adminEntry((await this.history.withResults([entry], true))[0], entry);
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

  private withUser(): SelectQueryBuilder<SearchQuery> {
    return this.queries.createQueryBuilder('q').innerJoinAndSelect('q.user', 'user');
  }

  private filtered(filter: AdminHistoryFilter): SelectQueryBuilder<SearchQuery> {
    const query = this.withUser();
    applyFilter(query, { ...filter }, SEARCH_HISTORY_LIST);
    return query;
  }
}

function adminEntry(entry: HistoryEntry, row: SearchQuery): AdminHistoryEntry {
  // The admin queries inner-join the user, so it is always there.
  return { ...entry, user_id: row.user_id, user: entry.user ?? { id: row.user_id, username: '', email: '' } };
}
