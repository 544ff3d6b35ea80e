import { UploadReceiptSchema, validationMessages } from '@uaeaf/contracts';
import { ApiError, apiRequest } from './client';

/** A file sent ahead: its id for the form to refer to, or the message id of why it was not taken. */
export type UploadOutcome = { id: string } | { refusal: string };

/**
 * Sends a chosen file to `POST /api/uploads` (decision 052) as its raw bytes, typed by what its first bytes are
 * (`type`, as the contracts detect it), so the form that follows sends only the id. A refusal comes back as the
 * message id the file's field shows: the API's own (wrong type, unreadable image, too many pixels), the size
 * message of its type, or "could not be sent" for anything else (no network, too many files from this address).
 */
export async function uploadFile(file: Blob, type: string): Promise<UploadOutcome> {
  try {
    const { id } = await apiRequest('/uploads', UploadReceiptSchema, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: file,
    });
    return { id };
  } catch (error) {
    if (!(error instanceof ApiError)) return { refusal: validationMessages.uploadFailed };
    if (error.status === 413) {
      return {
        refusal: type === 'application/pdf' ? validationMessages.pdfSize : validationMessages.fileSize,
      };
    }
    return { refusal: error.fields.file?.[0] ?? validationMessages.uploadFailed };
  }
}
