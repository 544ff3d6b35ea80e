import { VerificationSchema } from '@uaeaf/contracts';
import { useApi } from '@uaeaf/api-client';
import { publicKey } from '../shared-ui/api';

/** What the document with `code` states; asked only for a code of the right shape. */
export function useVerification(code: string | undefined) {
  return useApi(publicKey('verify', code), `/verify/${encodeURIComponent(code ?? '')}`, VerificationSchema, {
    enabled: code !== undefined,
  });
}
