import { spawn } from 'node:child_process';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { BackupError } from './archive';

/**
 * The client tools get the URL without its password, and the password in PGPASSWORD: a command line is visible to
 * every user of the machine (ps), the environment is not.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

function describe(url: string): string {
  const { host, pathname } = new URL(url);
  return `PostgreSQL ${host}${pathname}`;
}

/** Runs a PostgreSQL client tool; its own message (version mismatch, refused login, damaged archive) is the error. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client)`
            : `${tool} could not run: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupError(`${tool} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}

/** pg_dump's custom format: compressed, every schema (the API's, Drizzle's migrations, pg-boss's), restorable per object. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await mkdir(dirname(file), { recursive: true });
  try {
    await runTool('pg_dump', ['--format=custom', `--file=${file}.partial`, `--dbname=${dbname}`], env);
    await rename(`${file}.partial`, file);
  } catch (error) {
    await rm(`${file}.partial`, { force: true });
    throw error;
  }
}

/**
 * Restores a pg_dump archive into the database at `url` (created when missing), in one transaction so a damaged
 * archive leaves the database as it was, then runs the API's migrations on it. A database holding any table is refused
 * unless `force`, which drops the archive's objects before recreating them.
 */
export async function restorePostgres(
  file: string,
  url: string,
  options: { force: boolean; migrationsFolder: string },
): Promise<void> {
  const { dbname, env } = toolConnection(url);
  // Reads the archive's table of contents: a file that is no pg_dump archive is refused before the target is touched.
  await runTool('pg_restore', ['--list', file], env);
  const tables = await userRelations(url);
  if (tables > 0 && !options.force) {
    throw new BackupError(
      `${describe(url)} is not empty (${tables} tables): restore with --force to replace the database in it`,
    );
  }
  await runTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(options.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate(options.migrationsFolder);
  } finally {
    await database.close();
  }
}

/** Tables, sequences and views outside PostgreSQL's own schemas; creates the database first when it does not exist. */
async function userRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') {
      throw new BackupError(`Cannot reach ${describe(url)}: ${(error as Error).message}`);
    }
    await createDatabase(url);
    return 0;
  }
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

async function createDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    throw new BackupError(
      `Cannot create the database ${name} on ${target.host}: ${(error as Error).message}`,
    );
  } finally {
    await client.end();
  }
}
