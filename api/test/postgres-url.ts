export const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/test';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
