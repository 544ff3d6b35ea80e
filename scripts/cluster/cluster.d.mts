export const machineDatabaseUrl: string;
export function ensureDatabase(url: string): Promise<void>;
export function dropDatabase(url: string): Promise<void>;

export interface ClusterApi {
  name: string;
  port: number;
  url: string;
  /** With `apiLogs`: the file the process writes its JSON log to. */
  logFile: string | undefined;
  readonly pid: number | undefined;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
  restart(): Promise<void>;
  exited(): Promise<void>;
}

export function startCluster(options: {
  databaseUrl: string;
  portOffset?: number;
  apiCount?: number;
  shellCount?: number;
  apiEnv?: Record<string, string>;
  workDirectory?: string;
  stdio?: 'inherit' | 'ignore';
  apiLogs?: boolean;
  folderOf?: (app: { dir: string; name: string }) => string;
}): Promise<{
  origin: string;
  urls: Record<string, string>;
  apis: ClusterApi[];
  accessLog: string;
  /** What nginx sends the API processes in X-Proxy-Secret (decision 082). */
  proxySecret: string;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}>;
