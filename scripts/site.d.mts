export function assertPortsFree(ports: number[]): Promise<void>;
export function startSite(options?: {
  portOffset?: number;
  apiEnv?: Record<string, string>;
  shellConfig?: string;
  stdio?: 'inherit' | 'ignore';
}): Promise<{ urls: Record<string, string>; stop: () => Promise<void> }>;
