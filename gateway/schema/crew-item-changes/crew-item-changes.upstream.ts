import type { z } from 'zod';
import { crewItemChangeEventSchema } from '../../../api/routes/crew-item-changes/crew-item-changes.schemas';
import type { ApiClient } from '../../upstream/api-client';
import { UpstreamFailure } from '../../upstream/errors';

/** GET /api/v1/crewItemChanges/stream: server-sent events, one `crewItemChange` per committed change. */
export const CREW_ITEM_CHANGES_STREAM = '/crewItemChanges/stream';

export { crewItemChangeEventSchema };

/** What Subscription.crewItemChanged yields (the GraphQL type CrewItemChange): an event's data as the api sends it. */
export type UpstreamCrewItemChange = z.output<typeof crewItemChangeEventSchema>;

export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * The events of a text/event-stream body (the WHATWG format: fields up to a blank line, comments
 * start with ':'). Ends when the body ends.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: ServerSentEvent = { event: 'message', data: '' };
  let hasData = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (hasData) yield event;
          event = { event: 'message', data: '' };
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') {
          event.data = hasData ? `${event.data}\n${text}` : text;
          hasData = true;
        } else if (field === 'id') event.id = text;
        else if (field === 'event') event.event = text;
      }
    }
  } finally {
    try {
      await reader.cancel();
    } catch {
      // The stream is gone already (the api closed it or the request was aborted).
    }
  }
}

/**
 * The caller's crew item changes from the api, after `after` when given (sent as Last-Event-ID). One
 * upstream stream per subscriber; it is closed when the subscriber leaves (the generator's return).
 */
export async function* crewItemChanges(
  api: ApiClient,
  after: string | undefined,
): AsyncGenerator<UpstreamCrewItemChange> {
  const controller = new AbortController();
  try {
    const body = await api.openStream(CREW_ITEM_CHANGES_STREAM, {
      headers: after === undefined ? {} : { 'last-event-id': after },
      signal: controller.signal,
    });
    for await (const event of serverSentEvents(body)) {
      if (event.event !== 'crewItemChange') continue;
      const parsed = crewItemChangeEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success)
        throw new UpstreamFailure(
          `GET /api/v1${CREW_ITEM_CHANGES_STREAM} sent an event off the contract: ${parsed.error.message}`,
        );
      yield parsed.data;
    }
  } finally {
    controller.abort();
  }
}
