import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCER_ID,
  DELAYED_NOTICE_ID,
  announceNavigation,
  hideDelayedNotice,
  installRouteFeedback,
  scheduleRouteChangePush,
  showDelayedNotice,
} from '../../src/features/public/announcer';
import { REDACTED_EMAIL } from '../../src/domain/redact';

beforeEach(() => {
  document.body.innerHTML =
    '<div id="gatsby-announcer" aria-live="assertive"></div><div id="gatsby-focus-wrapper"><h1>Bílatrygging</h1></div>';
  document.title = 'Bílatrygging — Skjól';
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});

describe('route feedback', () => {
  it('installs one live region and silences Gatsby’s English-only announcer', () => {
    installRouteFeedback();
    installRouteFeedback();
    expect(document.querySelectorAll(`#${ANNOUNCER_ID}`)).toHaveLength(1);
    expect(document.getElementById(ANNOUNCER_ID)).toHaveAttribute('aria-live', 'assertive');
    expect(document.getElementById('gatsby-announcer')).toHaveAttribute('aria-live', 'off');
  });

  it('announces the first heading in the page’s language', () => {
    announceNavigation({ pathname: '/einstaklingar/bilar/bilatrygging/', search: '' });
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Fór á Bílatrygging');
    document.body.querySelector('h1')!.textContent = 'Motor insurance';
    announceNavigation({ pathname: '/en/individuals/car/motor-insurance/', search: '' });
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Navigated to Motor insurance');
  });

  it('prefers a modal page’s heading, and falls back to the title', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.innerHTML = '<h1>Gluggi 3</h1>';
    document.body.appendChild(dialog);
    announceNavigation({ pathname: '/jolakula/3/', search: '' });
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Fór á Gluggi 3');
    document.querySelectorAll('h1').forEach((heading) => heading.remove());
    announceNavigation({ pathname: '/', search: '' });
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Fór á Bílatrygging — Skjól');
  });

  it('waits for a screen still drawing its skeleton to show its heading', () => {
    vi.useFakeTimers();
    const wrapper = document.getElementById('gatsby-focus-wrapper')!;
    wrapper.innerHTML = '<div role="status" aria-busy="true"></div>';
    installRouteFeedback();
    announceNavigation({ pathname: '/vidskipti/greidslur/', search: '' });
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('');
    wrapper.innerHTML = '<h1>Greiðslur</h1>';
    vi.advanceTimersByTime(50);
    expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent('Fór á Greiðslur');
  });

  it('shows the delayed-load notice in the page’s language and hides it again', () => {
    showDelayedNotice({ pathname: '/en/news/', search: '' });
    const notice = document.getElementById(DELAYED_NOTICE_ID);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Loading page…');
    expect(notice?.hidden).toBe(false);
    hideDelayedNotice();
    expect(notice?.hidden).toBe(true);
  });

  it('pushes the route change to the data layer after 50 ms, e-mail addresses redacted', () => {
    vi.useFakeTimers();
    const target = window as Window & { dataLayer?: unknown };
    scheduleRouteChangePush(
      { pathname: '/leit/', search: '?netfang=anna@skjol.is' },
      { pathname: '/', search: '' },
    );
    vi.advanceTimersByTime(49);
    expect(target.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(target.dataLayer).toEqual([
      {
        event: 'gatsby-route-change',
        page: {
          path: `/leit/?netfang=${REDACTED_EMAIL}`,
          title: 'Bílatrygging — Skjól',
          language: 'is',
          previousPath: '/',
        },
      },
    ]);
  });

  it('counts the page view with the analytics wrapper at the same moment', () => {
    vi.useFakeTimers();
    const pageview = vi.fn();
    scheduleRouteChangePush(
      { pathname: '/fjarfestar/', search: '?q=1' },
      { pathname: '/', search: '' },
      window,
      { pageview },
    );
    vi.advanceTimersByTime(49);
    expect(pageview).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const origin = window.location.origin;
    expect(pageview).toHaveBeenCalledWith(`${origin}/fjarfestar/?q=1`, `${origin}/`);
  });
});
