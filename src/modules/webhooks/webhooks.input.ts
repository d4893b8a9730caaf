import { type FieldErrors, InvalidBodyError, ValidationError } from '../../platform/http/errors.js';
import { EVENT_TYPES, isEventType, type SubscribableEventType } from '../../platform/events/event-types.js';
import { checkTargetUrl, type TargetPolicy } from './target.js';

/** Endpoint input after checks; an absent key was not sent. */
export interface EndpointInput {
  url?: string;
  events?: SubscribableEventType[];
  enabled?: boolean;
}

/** Checks every field and reports all problems at once, each under its name; unknown keys are ignored. */
export function parseEndpointInput(body: unknown, mode: 'create' | 'update', policy: TargetPolicy): EndpointInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidBodyError();
  }
  const raw = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: EndpointInput = {};

  if (raw.url !== undefined || mode === 'create') {
    try {
      input.url = checkTargetUrl(raw.url, policy);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.url = [error.message];
    }
  }
  if (raw.events !== undefined) {
    const events = raw.events;
    if (!Array.isArray(events) || events.length === 0 || !events.every(isEventType)) {
      errors.events = [`events must be a non-empty array of ${EVENT_TYPES.join(', ')}`];
    } else input.events = [...new Set(events)];
  }
  if (raw.enabled !== undefined) {
    if (typeof raw.enabled === 'boolean') input.enabled = raw.enabled;
    else errors.enabled = ['enabled must be true or false'];
  }

  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(first[1][0]!, errors);
  return input;
}
