import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  contains,
  exact,
  findOne,
  findPage,
  flag,
  ListParams,
  ListResult,
  ListSpec,
  onDay,
} from '../common/list-query';
import { PLAN_TYPES, User } from './entities/user.entity';
import { toUserView, UserView } from './user-view';

/** The admin/users resource: what react-admin may sort by and filter on. */
export const USERS_LIST: ListSpec = {
  plural: 'users',
  singular: 'user',
  id: 'user.id',
  sortable: Object.fromEntries(
    ['id', 'username', 'email', 'first_name', 'last_name', 'company', 'role', 'plan_type', 'created_at'].map(
      (field) => [field, `user.${field}`],
    ),
  ),
  filters: {
    q: contains('user.username', 'user.email', 'user.first_name', 'user.last_name'),
    email: contains('user.email'),
    username: contains('user.username'),
    company: exact('user.company'),
    role: exact('user.role'),
    plan_type: exact('user.plan_type', PLAN_TYPES),
    is_superuser: flag('user.is_superuser'),
    is_staff: flag('user.is_staff'),
    is_active: flag('user.is_active'),
    date_from: onDay('user.created_at', 'from'),
    date_to: onDay('user.created_at', 'to'),
  },
};

@Injectable()
export class AdminUsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async list(params: ListParams): Promise<ListResult<UserView>> {
    const { rows, total } = await findPage(this.users.createQueryBuilder('user'), params, USERS_LIST);
    return { rows: rows.map(toUserView), total, start: params.range.start };
  }

  async one(id: number): Promise<UserView> {
    const query = this.users.createQueryBuilder('user').addSelect('user.profile_picture');
    return toUserView(await findOne(query, id, USERS_LIST));
  }
}
