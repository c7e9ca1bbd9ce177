import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { User } from './auth/entities/user.entity';
import { ConfigError, loadConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { migrateWithLock } from './database/migrate';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  promote <username|email>   make an existing user a super admin
  list                       list the administrators`;

/** Administration from the command line, against the database the app is configured for. */
export async function runCli(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const [command, target] = args;
  if (command !== 'promote' && command !== 'list') {
    out.error(USAGE);
    return 2;
  }
  if (command === 'promote' && !target) {
    out.error('promote needs a username or an e-mail address\n\n' + USAGE);
    return 2;
  }
  const config = loadConfig(env);
  // The same locked migration run as the app's start, so the CLI can run beside starting processes.
  await migrateWithLock(config);
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const users = dataSource.getRepository(User);
    if (command === 'list') {
      const admins = await users.find({
        where: [{ is_superuser: true }, { is_staff: true }, { role: 'admin' }],
        order: { id: 'ASC' },
      });
      for (const admin of admins) out.log(`${admin.id}\t${admin.username}\t${admin.email}`);
      if (!admins.length) out.log('No administrators yet: the first account created becomes one.');
      return 0;
    }
    const user = await users
      .createQueryBuilder('user')
      .where('LOWER(user.username) = :target OR user.email = :target', { target: target.toLowerCase() })
      .getOne();
    if (!user) {
      out.error(`No user "${target}"`);
      return 1;
    }
    await users.update({ id: user.id }, { is_superuser: true, is_staff: true, role: 'admin' });
    out.log(`${user.username} is now a super admin`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}
