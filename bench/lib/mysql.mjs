// A throw-away MariaDB/MySQL database for one bench run (TEST_MYSQL_URL, default the local server).
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';

export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

/** Creates an empty database; returns its URL and a function that drops it. */
export async function freshMysqlDatabase() {
  const name = `leadscope_bench_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection({ uri: MYSQL_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection({ uri: MYSQL_URL });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/**
 * The version, InnoDB buffer pool and redo log of the server at uri, printed beside its figures: an import and a cold
 * search on a million leads depend on the pool's size (128 MB by default, 1 GB in docker-compose.yml), and an import on
 * the redo log's (96 MB by default: measured on 1M generated leads, 108.4 / 117.4 s with 1 GB against 121.3 / 121.5).
 */
export async function mysqlServerSettings(uri) {
  const connection = await createConnection({ uri });
  try {
    const [[row]] = await connection.query(
      'SELECT VERSION() AS version, @@innodb_buffer_pool_size AS pool, @@innodb_log_file_size AS redo',
    );
    const mb = (bytes) => Math.round(Number(bytes) / 2 ** 20);
    return `${row.version}, InnoDB buffer pool ${mb(row.pool)} MB, redo log ${mb(row.redo)} MB`;
  } finally {
    await connection.end();
  }
}

/**
 * The server threads (Linux thread ids, as /proc names them) of the connections to the database at uri: MariaDB's
 * PROCESSLIST gives each its TID. An empty list where the server does not (MySQL).
 */
export async function connectionThreads(uri) {
  const database = decodeURIComponent(new URL(uri).pathname.slice(1));
  const connection = await createConnection({ uri: MYSQL_URL });
  try {
    const [rows] = await connection.query('SELECT * FROM information_schema.PROCESSLIST WHERE DB = ?', [database]);
    return rows
      .map((row) => row.TID)
      .filter((tid) => tid !== undefined && tid !== null)
      .map(String);
  } finally {
    await connection.end();
  }
}
