// Pre-compresses text assets next to themselves (.br and .gz), so any static host, and our own
// server, can send them compressed without spending CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|json|svg|txt|xml)$/;

/**
 * The `.br` and `.gz` copies of a file's bytes, by suffix. @param {Buffer} body
 * @returns {[string, Buffer][]}
 */
export function compressedCopies(body) {
  return [
    ['.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
}

/** @param {string} dir */
export async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    // A server build (decision 090) is read by Node, not sent to browsers.
    if (file.startsWith(join(dir, 'server'))) continue;
    const body = await readFile(file);
    if (body.length < 1024) continue;
    for (const [suffix, bytes] of compressedCopies(body)) await writeFile(`${file}${suffix}`, bytes);
  }
}
