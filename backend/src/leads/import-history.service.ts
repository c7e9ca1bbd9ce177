import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { User } from '../auth/entities/user.entity';
import {
  contains,
  exact,
  findOne,
  findPage,
  ListParams,
  ListResult,
  ListSpec,
  onDay,
  whole,
} from '../common/list-query';
import { importView } from './csv-import.service';
import { LeadImport } from './entities/lead-import.entity';

/** An import as the csv/imports resource answers it: its progress and counts, who started it. */
export type LeadImportView = ReturnType<typeof importView> & { user_id: number | null };

/** The csv/imports resource. */
export const IMPORTS_LIST: ListSpec = {
  plural: 'imports',
  singular: 'import',
  id: 'import.id',
  sortable: Object.fromEntries(
    ['id', 'created_at', 'finished_at', 'file_name', 'status', 'records_processed', 'user_id'].map((field) => [
      field,
      `import.${field}`,
    ]),
  ),
  filters: {
    user_id: whole('import.user_id'),
    status: exact('import.status', ['queued', 'processing', 'completed', 'failed']),
    q: contains('import.file_name'),
    date_from: onDay('import.created_at', 'from'),
    date_to: onDay('import.created_at', 'to'),
  },
};

/** Past CSV imports for the react-admin list and for following one import. */
@Injectable()
export class ImportHistoryService {
  constructor(
    @InjectRepository(LeadImport) private readonly imports: Repository<LeadImport>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async list(params: ListParams): Promise<ListResult<LeadImportView>> {
    const { rows, total } = await findPage(this.imports.createQueryBuilder('import'), params, IMPORTS_LIST);
    return { rows: await this.views(rows), total, start: params.range.start };
  }

  async one(id: number): Promise<LeadImportView> {
    return (await this.views([await findOne(this.imports.createQueryBuilder('import'), id, IMPORTS_LIST)]))[0];
  }

  /** One users query for the page, not one per import. */
  private async views(rows: LeadImport[]): Promise<LeadImportView[]> {
    const ids = [...new Set(rows.map((row) => row.user_id).filter((id): id is number => id !== null))];
    const names = new Map(
      (ids.length ? await this.users.find({ where: { id: In(ids) } }) : []).map((user) => [user.id, user.username]),
    );
    return rows.map((row) => ({
      ...importView(row, row.user_id ? names.get(row.user_id) : null),
      user_id: row.user_id,
    }));
  }
}
