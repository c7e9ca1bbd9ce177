import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { badRequest } from '../common/app-exception';
import { ListParams, ListResult } from '../common/list-query';
import { User } from './entities/user.entity';
import { toUserView, UserView } from './user-view';

const SORTABLE = ['id', 'username', 'email', 'first_name', 'last_name', 'company', 'created_at', 'plan_type'];

@Injectable()
export class AdminUsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async list(params: ListParams): Promise<ListResult<UserView>> {
    if (!SORTABLE.includes(params.sort.field)) {
      throw badRequest('invalid_query', `Cannot sort users by ${params.sort.field}`);
    }
    const query = this.users.createQueryBuilder('user');
    const q = params.filter.q;
    if (typeof q === 'string' && q.trim()) {
      const like = `%${q.trim().toLowerCase()}%`;
      query.andWhere(
        new Brackets((where) =>
          where
            .where('LOWER(user.username) LIKE :like', { like })
            .orWhere('user.email LIKE :like', { like })
            .orWhere('LOWER(user.first_name) LIKE :like', { like })
            .orWhere('LOWER(user.last_name) LIKE :like', { like }),
        ),
      );
    }
    const [rows, total] = await query
      .orderBy(`user.${params.sort.field}`, params.sort.order)
      .addOrderBy('user.id', 'ASC')
      .skip(params.range.start)
      .take(params.range.end - params.range.start + 1)
      .getManyAndCount();
    return { rows: rows.map(toUserView), total, start: params.range.start };
  }
}
