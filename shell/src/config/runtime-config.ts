import * as v from 'valibot';
import { defaultStartupPaths } from '@uaeaf/api-client';
import { remotes } from '@uaeaf/app-tools/apps';
import { takeEarlyConfig } from '../early/early-results';

/** The remotes the shell composes: the one list of apps (shared/app-tools/apps.mjs) that also drives the scripts. */
export const remoteNames = remotes.map((app) => app.name);
export type RemoteName = string;

const PathSchema = v.pipe(v.string(), v.startsWith('/'));

/** A first path segment, with `/*` when the paths below it are the remote's too (as in route-table.json). */
const RoutePatternSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]*(\/\*)?$/i));

/**
 * The shell's runtime configuration, fetched from /config.json at start-up: moving the API or a remote
 * is an edit of that file, never a rebuild.
 */
export const RuntimeConfigSchema = v.pipe(
  v.object({
    apiBase: v.string(),
    remotes: v.pipe(
      v.record(v.string(), v.pipe(v.string(), v.url())),
      v.check((urls) => remoteNames.every((name) => name in urls), 'every remote needs its manifest URL'),
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
    // The paths of any remote listed here replace its built-in ones: a remote adds a path by this file (decision 050).
    routes: v.optional(v.record(v.string(), v.array(RoutePatternSchema))),
  }),
  v.check(
    ({ remotes, routes = {} }) => Object.keys(routes).every((name) => name in remotes),
    'routes name only remotes with a manifest URL',
  ),
);
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
