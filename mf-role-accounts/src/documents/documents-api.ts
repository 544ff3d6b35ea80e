import { ApiError, apiRequest, useApi } from '@uaeaf/api-client';
import { type MemberDocumentKind, MemberDocumentsSchema, UploadReceiptSchema } from '@uaeaf/contracts';
import * as v from 'valibot';

export const documentsQueryKey = ['role-accounts', 'documents'] as const;

/** The member's documents with their expiry days (`GET /api/account/documents`). */
export function useMemberDocuments() {
  return useApi(documentsQueryKey, '/account/documents', MemberDocumentsSchema, { fresh: true });
}

/**
 * Sends a chosen file ahead (decision 052); the replacement then refers to it by the id answered. A refusal names
 * the upload's `file`: it is put on the form's field instead.
 */
async function upload(field: string, file: File): Promise<{ uploadId: string; name: string }> {
  try {
    const { id } = await apiRequest('/uploads', UploadReceiptSchema, {
      method: 'POST',
      headers: { 'Content-Type': file.type },
      body: file,
    });
    return { uploadId: id, name: file.name };
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields.file) throw error;
    throw new ApiError(error.status, error.code, error.message, { [field]: error.fields.file });
  }
}

/** Uploads the files, then asks the office to take them, with the expiry day, in place of the document. */
export async function sendReplacement(
  document: MemberDocumentKind,
  expiresOn: string | undefined,
  files: Record<string, File>,
): Promise<void> {
  const references = Object.fromEntries(
    await Promise.all(
      Object.entries(files).map(async ([field, file]) => [field, await upload(field, file)] as const),
    ),
  );
  await apiRequest(`/account/documents/${document}`, v.object({ id: v.number() }), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...(expiresOn !== undefined && { expiresOn }), ...references }),
  });
}
