// Follows the API's content version (`GET /api/content/changes`, Server-Sent Events; decision 091): the page cache
// learns of a publication within the second, with no polling.

const retryMs = 1000;

/**
 * @param {object} options
 * @param {string} options.url the stream's URL
 * @param {(version: string) => void} options.changed a new version (the first one too)
 * @param {() => void} options.lost not following for now: whatever changes meanwhile is unheard
 * @returns {{ stop: () => void }}
 */
export function followContentChanges({ url, changed, lost }) {
  let stopped = false;
  let controller = new AbortController();
  let retry;

  async function follow() {
    controller = new AbortController();
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const lines = event.split('\n');
          if (!lines.includes('event: version')) continue;
          const data = lines.find((line) => line.startsWith('data: '));
          if (data) changed(data.slice('data: '.length));
        }
      }
    } catch {
      // Reconnected below.
    }
    if (stopped) return;
    lost();
    retry = setTimeout(() => void follow(), retryMs);
  }

  void follow();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      controller.abort();
    },
  };
}
