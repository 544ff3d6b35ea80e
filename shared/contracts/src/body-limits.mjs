// The API's body limits, in plain JavaScript so that the servers in front of it (the shell's proxy, nginx's
// configuration) read the same numbers without a build (decision 082).

/** Spec sections 5 and 9: an image of at most 1 MB. */
export const imageUploadBytes = 1_048_576;

/** A scanned document of a few pages fits in 2 MB; the size message names this limit. */
export const pdfUploadBytes = 2_097_152;

/**
 * Files are sent ahead to their own route (decision 052), so every form's JSON is small: the players form, the
 * longest, is under 8 KB typed in Arabic; a contact message of 5,000 characters under 16 KB.
 */
export const jsonBodyBytes = 64 * 1024;

/**
 * The office's editors send rich text in both languages (up to 200,000 characters each); their routes read a body
 * only once the session and the permission have passed, so a stranger's large body costs nothing.
 */
export const officeBodyBytes = 2 * 1024 * 1024;

/**
 * A browser's fetch and a proxy that buffers (nginx's default) say how long a body is; only a hand-made client streams
 * one in chunks without saying, so such a body may be at most this long, whatever the route allows: an attacker's
 * chunked bodies cost reading 64 KiB each, not the route's limit.
 */
export const unsizedBodyBytes = 64 * 1024;

/** No route takes more: a proxy refuses a longer body before the API sees a byte of it. */
export const largestBodyBytes = Math.max(imageUploadBytes, pdfUploadBytes, jsonBodyBytes, officeBodyBytes);

/**
 * The most a proxy forwards of a body: as the API counts it, a body sent in chunks without a length is held to
 * `unsizedBodyBytes`.
 * @param {boolean} chunked
 */
export const proxiedBodyBytes = (chunked) =>
  chunked ? Math.min(largestBodyBytes, unsizedBodyBytes) : largestBodyBytes;
