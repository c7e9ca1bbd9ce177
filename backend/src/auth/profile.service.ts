import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, LessThanOrEqual, MoreThanOrEqual, QueryFailedError, Repository } from 'typeorm';
import { badRequest, conflict, forbidden } from '../common/app-exception';
import { ActionLog } from '../ops/entities/action-log.entity';
import { ExportQueryDto, UpdateProfileDto } from './dto/profile.dto';
import { isAdmin, User } from './entities/user.entity';
import { parseImageDataUrl } from './image-data-url';
import { UserDataExport } from './user-data-export';
import { toUserView, UserView } from './user-view';
import { UsersService } from './users.service';

@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(ActionLog) private readonly actions: Repository<ActionLog>,
    private readonly usersService: UsersService,
    private readonly sections: UserDataExport,
  ) {}

  async profile(userId: number): Promise<UserView> {
    return toUserView((await this.usersService.findById(userId, true)) as User);
  }

  async update(user: User, dto: UpdateProfileDto): Promise<UserView> {
    const changes: Partial<User> = {};
    for (const field of ['first_name', 'last_name', 'company'] as const) {
      if (dto[field] !== undefined) changes[field] = dto[field];
    }
    if (dto.first_name === '' || dto.last_name === '') {
      throw badRequest('validation_failed', dto.first_name === '' ? 'First name is required' : 'Last name is required');
    }
    if (dto.role !== undefined) {
      // The role field doubles as the admin flag (spec): nobody promotes themselves by editing their profile.
      if (dto.role.toLowerCase() === 'admin' && !isAdmin(user)) {
        throw forbidden('role_not_allowed', 'Only an administrator can grant the admin role');
      }
      changes.role = dto.role;
    }
    if (dto.email !== undefined && dto.email.toLowerCase() !== user.email) {
      const email = dto.email.toLowerCase();
      if (await this.usersService.findByEmail(email))
        throw conflict('email_taken', 'A user with that email already exists');
      changes.email = email;
    }
    if (dto.profilePicture !== undefined) {
      changes.profile_picture =
        dto.profilePicture === null || dto.profilePicture === '' ? null : parseImageDataUrl(dto.profilePicture);
    }
    if (Object.keys(changes).length) {
      try {
        await this.users.update({ id: user.id }, changes);
      } catch (error) {
        if (error instanceof QueryFailedError) throw conflict('email_taken', 'A user with that email already exists');
        throw error;
      }
    }
    return this.profile(user.id);
  }

  /** The user's own data as JSON. Dates are whole days, inclusive, in UTC. */
  async export(user: User, query: ExportQueryDto) {
    if (query.start_date && query.end_date && query.start_date > query.end_date) {
      throw badRequest('invalid_date_range', 'Start date cannot be after end date');
    }
    const from = query.start_date ? new Date(`${query.start_date.slice(0, 10)}T00:00:00.000Z`) : null;
    const to = query.end_date ? new Date(`${query.end_date.slice(0, 10)}T23:59:59.999Z`) : null;
    const createdAt =
      from && to ? Between(from, to) : from ? MoreThanOrEqual(from) : to ? LessThanOrEqual(to) : undefined;
    const actions = await this.actions.find({
      where: { user_id: user.id, ...(createdAt ? { created_at: createdAt } : {}) },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    return {
      exported_at: new Date().toISOString(),
      range: { start_date: query.start_date ?? null, end_date: query.end_date ?? null },
      user: await this.profile(user.id),
      actions: actions.map((action) => ({
        action: action.action,
        details: action.details,
        created_at: new Date(action.created_at).toISOString(),
      })),
      ...(await this.sections.collect(user.id, { from, to })),
    };
  }
}
