import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte order mark, quotes what needs it and ends lines in CRLF', async () => {
    const blob = toCsv([
      ['Name', 'Bill'],
      ['سالم الكعبي', 'ES-2026-000012 · "Unpaid", late'],
    ]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Name,Bill\r\nسالم الكعبي,"ES-2026-000012 · ""Unpaid"", late"\r\n',
    );
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
