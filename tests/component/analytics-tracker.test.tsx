import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '../../src/domain/limits';
import { REDACTED_EMAIL } from '../../src/domain/redact';
import {
  createTracker,
  trackOutboundClick,
  type AnalyticsPayload,
} from '../../src/lib/routing/analytics';

const ENDPOINT = 'https://teljari.skjol.example/api/event';

function recordingTracker(endpoint = ENDPOINT) {
  const sent: { endpoint: string; payload: AnalyticsPayload }[] = [];
  const warnings: string[] = [];
  const tracker = createTracker({
    endpoint,
    domain: 'skjol.is',
    currentUrl: () => 'https://skjol.is/einstaklingar/?netfang=anna@skjol.is',
    send: (to, payload) => {
      sent.push({ endpoint: to, payload });
      return Promise.resolve();
    },
    warn: (message) => warnings.push(message),
  });
  return { tracker, sent, warnings };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the analytics wrapper', () => {
  it('posts page views and events in the events API’s shape, e-mail addresses redacted', async () => {
    const { tracker, sent } = recordingTracker();
    tracker.pageview('https://skjol.is/leit/?q=anna%40skjol.is', null);
    await tracker.event({ category: 'Quote', action: 'bought', label: 'bjorn@skjol.is', value: 3 });
    expect(sent).toEqual([
      {
        endpoint: ENDPOINT,
        payload: {
          name: 'pageview',
          url: `https://skjol.is/leit/?q=${REDACTED_EMAIL}`,
          domain: 'skjol.is',
          referrer: null,
        },
      },
      {
        endpoint: ENDPOINT,
        payload: {
          name: 'Quote',
          url: `https://skjol.is/einstaklingar/?netfang=${REDACTED_EMAIL}`,
          domain: 'skjol.is',
          referrer: null,
          props: { action: 'bought', label: REDACTED_EMAIL, value: 3 },
        },
      },
    ]);
  });

  it('warns the developer about malformed calls and sends nothing for them', async () => {
    const { tracker, sent, warnings } = recordingTracker();
    tracker.modal(undefined);
    tracker.timing({ category: 'Load', variable: 'hero' });
    tracker.timing({ variable: 'hero', value: 120 });
    tracker.timing({ category: 'Load', variable: 'hero', value: Number.NaN });
    await tracker.event({ category: 'Quote' });
    await tracker.event({ action: 'bought' });
    expect(sent).toEqual([]);
    expect(warnings).toEqual([
      'a dialog was opened without a name',
      'a timing needs a category, a variable and a number',
      'a timing needs a category, a variable and a number',
      'a timing needs a category, a variable and a number',
      'an event needs a category and an action',
      'an event needs a category and an action',
    ]);
    tracker.modal('pay');
    tracker.timing({ category: 'Load', variable: 'hero', value: 120.4 });
    expect(sent.map(({ payload }) => [payload.name, payload.props])).toEqual([
      ['Modal', { name: 'pay' }],
      ['Timing', { category: 'Load', variable: 'hero', value: 120 }],
    ]);
  });

  it('sends nothing anywhere when no endpoint is configured', async () => {
    const { tracker, sent } = recordingTracker('');
    tracker.pageview('https://skjol.is/', null);
    await tracker.event({ category: 'Quote', action: 'bought' });
    tracker.modal('pay');
    expect(sent).toEqual([]);
  });

  it('a failed send never reaches the page', async () => {
    const tracker = createTracker({
      endpoint: ENDPOINT,
      domain: 'skjol.is',
      currentUrl: () => 'https://skjol.is/',
      send: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(tracker.event({ category: 'Quote', action: 'bought' })).resolves.toBeUndefined();
  });
});

describe('outbound links', () => {
  function clickOn(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
    document.body.append(anchor);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(click, 'target', { value: anchor });
    return click;
  }
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    return anchor;
  };
  // As in the browser: links resolve against the page's own address.
  const here = { origin: window.location.origin };

  it('waits for the event, then goes', async () => {
    const go = vi.fn();
    let sendDone: () => void = () => undefined;
    const event = vi.fn(() => new Promise<void>((resolve) => (sendDone = resolve)));
    const click = clickOn(link('https://www.sedlabanki.is/'));
    expect(trackOutboundClick(click, { event }, here, go)).toBe(true);
    expect(click.defaultPrevented).toBe(true);
    expect(event).toHaveBeenCalledWith({
      category: 'Outbound Link',
      action: 'click',
      label: 'https://www.sedlabanki.is/',
    });
    expect(go).not.toHaveBeenCalled();
    sendDone();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://www.sedlabanki.is/'));
  });

  it('goes after 250 ms when the event does not come back, and only once', async () => {
    vi.useFakeTimers();
    const go = vi.fn();
    let sendDone: () => void = () => undefined;
    const event = () => new Promise<void>((resolve) => (sendDone = resolve));
    trackOutboundClick(clickOn(link('https://www.sedlabanki.is/')), { event }, here, go);
    await vi.advanceTimersByTimeAsync(TIMING_MS.outboundLinkFallback - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledTimes(1);
    sendDone();
    await vi.runAllTimersAsync();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('leaves our own links, new tabs, modifier keys, downloads and handled clicks alone', () => {
    const go = vi.fn();
    const event = vi.fn(() => Promise.resolve());
    const handled = clickOn(link('https://www.sedlabanki.is/'));
    handled.preventDefault();
    for (const click of [
      clickOn(link(`${window.location.origin}/einstaklingar/`)),
      clickOn(link('/fjarfestar/')),
      clickOn(link('https://www.sedlabanki.is/', { target: '_blank' })),
      clickOn(link('https://www.sedlabanki.is/'), { ctrlKey: true }),
      clickOn(link('https://www.sedlabanki.is/'), { button: 1 }),
      clickOn(link('https://www.sedlabanki.is/skyrsla.pdf', { download: '' })),
      clickOn(link('mailto:skjol@skjol.is')),
      handled,
    ]) {
      expect(trackOutboundClick(click, { event }, here, go)).toBe(false);
    }
    expect(event).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });
});
