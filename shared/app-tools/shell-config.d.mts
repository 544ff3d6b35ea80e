interface ShellConfigOptions {
  portOffset?: number;
  settings?: Record<string, unknown>;
  routes?: Record<string, string[]>;
}
export function shellConfig(options?: ShellConfigOptions): {
  remotes: Record<string, string>;
  routes?: Record<string, string[]>;
  [setting: string]: unknown;
};
export function writeShellConfig(file: string, options?: ShellConfigOptions): string;
export function keepShellConfig(
  file: string,
  options?: Omit<ShellConfigOptions, 'routes'>,
  folderOf?: (app: { dir: string; name: string }) => string,
): () => void;
