import type { Context } from 'hono';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * A file a member uploaded, as a download (decision 042): `attachment`, so a file that got past the checks still never
 * renders on the API's origin, under the type the API found in its bytes (anything else is opaque bytes) and `nosniff`
 * so the browser takes that type as it is. Office staff open it from their downloads, with their own viewer.
 */
export function sendUpload(c: Context, file: { field: string; contentType: string; bytes: Uint8Array }) {
  const extension = extensions[file.contentType];
  c.header('Content-Type', extension ? file.contentType : 'application/octet-stream');
  // Field names are the contract's identifiers; anything else is replaced, so the quoting holds.
  c.header(
    'Content-Disposition',
    `attachment; filename="${file.field.replace(/[^\w-]/g, '_')}.${extension ?? 'bin'}"`,
  );
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(file.bytes as Uint8Array<ArrayBuffer>);
}
