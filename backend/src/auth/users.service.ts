import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './entities/user.entity';

/** Lookups and writes on users shared by auth, profile, admin and the CLI. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Username comparison is case-insensitive on every database (SQLite's default is not). */
  findByUsername(username: string, withSecrets = false): Promise<User | null> {
    return this.query(withSecrets)
      .where('LOWER(user.username) = :username', { username: username.toLowerCase() })
      .getOne();
  }

  findByEmail(email: string, withSecrets = false): Promise<User | null> {
    return this.query(withSecrets).where('user.email = :email', { email: email.toLowerCase() }).getOne();
  }

  /** Login accepts a username or an e-mail address in the same field. */
  async findByLogin(login: string): Promise<User | null> {
    const byName = await this.findByUsername(login, true);
    if (byName) return byName;
    return login.includes('@') ? this.findByEmail(login, true) : null;
  }

  findById(id: number, withPicture = false): Promise<User | null> {
    const query = this.users.createQueryBuilder('user').where('user.id = :id', { id });
    if (withPicture) query.addSelect('user.profile_picture');
    return query.getOne();
  }

  findByIdWithPassword(id: number): Promise<User | null> {
    return this.query(true).where('user.id = :id', { id }).getOne();
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { password_hash: passwordHash });
  }

  async promote(id: number): Promise<void> {
    await this.users.update({ id }, { is_superuser: true, is_staff: true, role: 'admin' });
  }

  private query(withSecrets: boolean) {
    const query = this.users.createQueryBuilder('user');
    if (withSecrets) query.addSelect('user.password_hash');
    return query;
  }
}
