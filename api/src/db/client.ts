import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChannelHearer, channelListener } from './listen';

/** The query surface both drivers share: features depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  /** `dataDir` undefined keeps the database in memory. */
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Database;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Raw SQL for a library that brings its own (the job queue, decision 028). Without values the text may hold several
   * statements; the rows are the last statement's.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL's LISTEN on a connection of its own, kept until `close()` (the content cache of every process, decision
   * 064). PGlite has none: its one process has nobody else to hear from.
   */
  listen?(channel: string, hearer: ChannelHearer): Promise<void>;
  /** Safe to call more than once: shutdown and test teardown may both close the same handle. */
  close(): Promise<void>;
}

const byteaOid = 17;

/**
 * PGlite converts bytea to and from its hex text form one byte at a time in JavaScript: inserting the 5 MB of demo
 * images took 0.7 s that way, and reading a large image back is as slow. Buffer's hex codec is native and takes a
 * small fraction of that. Reads give a Buffer, as node-postgres does.
 */
const pgliteOptions = {
  serializers: {
    [byteaOid]: (value: unknown) => {
      const bytes = value as Uint8Array;
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: { [byteaOid]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** A PGlite instance as the API uses it (in memory when `dataDir` is undefined), with the extensions it migrates in. */
export function createPglite(dataDir: string | undefined, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, ...pgliteOptions, extensions: { pg_trgm } });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') return pgliteHandle(await createPglite(target.dataDir));
  // Without a timeout, a server that drops packets would hang start-up and every request forever.
  const pool = new pg.Pool({ connectionString: target.url, connectionTimeoutMillis: 5000 });
  try {
    // Fail at start with a plain reason rather than at the first migration with an SQL error around it.
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot reach ${describeTarget(target)}: ${(error as Error).message}`);
  }
  return postgresHandle(pool);
}

/** For logs: where the data lives, without the password a database URL may carry. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite ${target.dataDir ?? 'in memory'}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    // PGlite's query() is a prepared statement, which takes one statement only; exec() takes many but no values.
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    close: once(() => client.close()),
  };
}

function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // An idle client loses its connection when the server restarts; without a listener that error kills the process.
  // The pool replaces the client and the next query reports any lasting outage.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool);
  const listener = channelListener(pool.options);
  return {
    kind: 'postgres',
    db,
    migrate: async (migrationsFolder) => {
      // Instances starting together would race on the same DDL (Drizzle's migrator takes no lock): a session
      // advisory lock lets one migrate while the others wait, then find nothing left to do.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query(`select pg_advisory_lock(hashtext('uaeaf-api migrations'))`);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        // Releasing the connection with the lock still held would leave it with the pool; dropping it ends the session.
        lockHolder.release(true);
      }
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // Several statements in one text answer one result each.
      return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    },
    listen: (channel, hearer) => listener.listen(channel, hearer),
    close: once(async () => {
      await listener.close();
      await pool.end();
    }),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}
