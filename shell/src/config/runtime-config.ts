import * as v from 'valibot';
import { defaultStartupPaths } from '@uaeaf/api-client';
import { takeEarlyConfig } from '../early/early-results';

export const remoteNames = [
  'mf_public',
  'mf_auth',
  'mf_club_account',
  'mf_role_accounts',
  'mf_tournaments',
  'mf_office',
] as const;
export type RemoteName = (typeof remoteNames)[number];

const PathSchema = v.pipe(v.string(), v.startsWith('/'));

/**
 * The shell's runtime configuration, fetched from /config.json at start-up: moving the API or a remote
 * is an edit of that file, never a rebuild.
 */
export const RuntimeConfigSchema = v.object({
  apiBase: v.string(),
  remotes: v.object(
    Object.fromEntries(remoteNames.map((name) => [name, v.pipe(v.string(), v.url())])) as Record<
      RemoteName,
      v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.UrlAction<string, undefined>]>
    >,
  ),
  startup: v.optional(
    v.object({
      menuDetail: PathSchema,
      blocks: PathSchema,
      socialMedia: PathSchema,
      ageCategories: PathSchema,
      tournaments: PathSchema,
    }),
    defaultStartupPaths,
  ),
  versionCheckIntervalMs: v.optional(v.pipe(v.number(), v.minValue(1000)), 60_000),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const early = url === '/config.json' ? takeEarlyConfig() : undefined;
  return v.parse(RuntimeConfigSchema, await (early ?? fetchJson(url)));
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
