/** One Server-Sent Event as a client reads it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  /** Resolves once `count` events arrived (rejects after `ms`). */
  waitForEvents(count: number, ms?: number): Promise<SseEvent[]>;
  waitForComment(text: string, ms?: number): Promise<void>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads an SSE stream over a real socket (inject waits for a response's end, which a stream never has). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { id: null, event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) [event.id, isEvent] = [line.slice(4), true];
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) [event.data, isEvent] = [line.slice(6), true];
          }
          if (isEvent) events.push(event);
          wake();
        }
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();
  const waitFor = async (done: () => boolean, ms: number, what: string) => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    async waitForEvents(count, ms = 5_000) {
      await waitFor(() => events.length >= count, ms, `${count} events (got ${events.length})`);
      return events.slice(0, count);
    },
    async waitForComment(text, ms = 5_000) {
      await waitFor(() => comments.includes(text), ms, `comment "${text}"`);
    },
    close: () => abort.abort(),
  };
}
