import { Suspense, type ReactNode } from 'react';
import { MessagesScope, type MessageLoaders } from '@uaeaf/i18n';

/**
 * What every remote's exposed routes render inside: its own messages on top of the shell's.
 * While a remote's messages load, the shell's Suspense boundary shows its loader.
 */
export function RemoteRoot({ messages, children }: { messages: MessageLoaders; children: ReactNode }) {
  return (
    <MessagesScope loaders={messages}>
      <Suspense>{children}</Suspense>
    </MessagesScope>
  );
}
