interface ShellConfigOptions {
  portOffset?: number;
  settings?: Record<string, unknown>;
}
export function shellConfig(options?: ShellConfigOptions): {
  remotes: Record<string, string>;
  [setting: string]: unknown;
};
export function writeShellConfig(file: string, options?: ShellConfigOptions): string;
