import pg from 'pg';

/** What LISTEN tells whoever follows a channel. */
export interface ChannelHearer {
  /** A NOTIFY's payload. */
  heard(payload: string): void;
  /** Listening (again): anything sent while not listening was missed. */
  listening(): void;
  /** Not listening for now (no connection yet, or it dropped): anything sent meanwhile is missed. */
  deaf(): void;
}

const retryMs = 1000;

/**
 * One connection of its own for every channel a database handle listens to (LISTEN holds its session for as long as
 * the process runs, so not one of the pool's), reconnected a second after it drops, ended by `close()`.
 */
export function channelListener(config: pg.ClientConfig) {
  const hearers = new Map<string, Set<ChannelHearer>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const everyone = () => [...hearers.values()].flatMap((set) => [...set]);

  function dropped(lost: pg.Client) {
    lost.removeAllListeners();
    // A dead connection must not throw from an 'error' event later on.
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    if (client === lost) client = undefined;
    if (closed) return;
    for (const hearer of everyone()) hearer.deaf();
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client(config);
      next.on('notification', ({ channel, payload }) => {
        for (const hearer of hearers.get(channel) ?? []) hearer.heard(payload ?? '');
      });
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      try {
        await next.connect();
        // A channel first listened to while this connection was being made is listened to as well.
        const listened = new Set<string>();
        for (
          let rest = [...hearers.keys()];
          rest.length > 0;
          rest = [...hearers.keys()].filter((c) => !listened.has(c))
        ) {
          for (const channel of rest) {
            await next.query(`listen ${pg.escapeIdentifier(channel)}`);
            listened.add(channel);
          }
        }
      } catch {
        dropped(next);
        return;
      }
      if (closed) return void next.end().catch(() => {});
      client = next;
      for (const hearer of everyone()) hearer.listening();
    })().finally(() => (connecting = undefined));
    return connecting;
  }

  return {
    async listen(channel: string, hearer: ChannelHearer): Promise<void> {
      const known = hearers.get(channel);
      if (known) known.add(hearer);
      else hearers.set(channel, new Set([hearer]));
      if (connecting) return connecting;
      if (!client) return connect();
      if (!known) {
        try {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch {
          return dropped(client);
        }
      }
      hearer.listening();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
    },
  };
}
