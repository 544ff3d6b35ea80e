/** Reads a Server-Sent Events answer one block (an event, or a comment line) at a time; `close` is the client leaving. */
export function eventStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The event stream ended');
      buffer += value;
    }
  };
  return {
    next,
    /** The data of the next `version` event, failing on anything else but a comment. */
    async version(): Promise<string> {
      for (;;) {
        const block = await next();
        if (block.startsWith(':')) continue;
        const match = /^event: version\ndata: (.+)$/.exec(block);
        if (!match) throw new Error(`Not a version event: ${block}`);
        return match[1]!;
      }
    },
    close: () => reader.cancel(),
  };
}
