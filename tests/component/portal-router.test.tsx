import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalScreenRouter, screenAt } from '../../src/features/portal/portal-router';
import { PORTAL_BASEPATHS } from '../../src/features/portal/portal-routes';
import { renderWithProviders } from './render';

function renderRouterAt(path: string) {
  return renderWithProviders(
    <PortalScreenRouter render={(screen) => <p data-testid="screen">{screen ?? 'not found'}</p>} />,
    { path },
  );
}

describe('the portal router', () => {
  it.each(PORTAL_BASEPATHS)('routes under %s, with and without the trailing slash', (prefix) => {
    const { unmount } = renderRouterAt(`${prefix}/tjonayfirlit/`);
    expect(screen.getByTestId('screen')).toHaveTextContent('claims');
    unmount();
    renderRouterAt(`${prefix}/stillingar/lykilord`);
    expect(screen.getByTestId('screen')).toHaveTextContent('settingsPassword');
  });

  it.each([
    ['/vidskipti/', 'overview'],
    ['/vidskipti', 'overview'],
    ['/vidskipti/tryggingar/', 'overview'],
    ['/vidskipti/stillingar/', 'settingsGeneral'],
    ['/en/portal/stillingar/greidsluleid/', 'settingsPayment'],
    ['/portal/yfirlitmobile/', 'mobileOverview'],
  ])('answers the alias %s with %s', (path, screenId) => {
    renderRouterAt(path);
    expect(screen.getByTestId('screen')).toHaveTextContent(screenId);
    expect(screenAt(path)).toBe(screenId);
  });

  it('shows "not found" for a path no screen has, and for a wrong letter case', () => {
    const { unmount } = renderRouterAt('/vidskipti/ekki-til/');
    expect(screen.getByTestId('screen')).toHaveTextContent('not found');
    expect(screenAt('/vidskipti/ekki-til/')).toBeUndefined();
    unmount();
    renderRouterAt('/vidskipti/Tjonayfirlit/');
    expect(screen.getByTestId('screen')).toHaveTextContent('not found');
  });

  it('follows a client-side navigation to another screen', async () => {
    const { history } = renderRouterAt('/vidskipti/');
    expect(screen.getByTestId('screen')).toHaveTextContent('overview');
    act(() => {
      void history.navigate('/vidskipti/rafraen-skjol/');
    });
    await waitFor(() => expect(screen.getByTestId('screen')).toHaveTextContent('documents'));
  });

  it('knows no screen outside the portal', () => {
    expect(screenAt('/frettir/')).toBeUndefined();
    expect(screenAt('/vidskiptin/')).toBeUndefined();
  });
});
