import { describe, expect, it } from 'vitest';
import { portalAddressIn } from '../../src/features/portal/portal-routes';
import {
  actingCompanyInAddress,
  withActingCompany,
} from '../../src/features/portal/shell/acting-address';

describe('the portal in the other language', () => {
  it('keeps the screen, its query and its hash', () => {
    expect(
      portalAddressIn('en', { pathname: '/vidskipti/tjonayfirlit/', search: '?tab=open' }),
    ).toBe('/en/vidskipti/tjonayfirlit/?tab=open');
    expect(
      portalAddressIn('is', {
        pathname: '/en/vidskipti/erindi/',
        search: '?case=1',
        hash: '#svar',
      }),
    ).toBe('/vidskipti/erindi/?case=1#svar');
  });

  it('stays on the alias the visitor used, and goes to the overview from outside the portal', () => {
    expect(portalAddressIn('en', { pathname: '/portal/greidslustada/' })).toBe(
      '/en/portal/greidslustada/',
    );
    expect(portalAddressIn('is', { pathname: '/en/vidskipti' })).toBe('/vidskipti/');
    expect(portalAddressIn('en', { pathname: '/fyrirspurn/' })).toBe('/en/vidskipti/');
  });
});

describe('the company named in a company screen’s address', () => {
  it('is read only as a company’s well-formed kennitala', () => {
    expect(actingCompanyInAddress('?fyrir=4502952219')).toBe('4502952219');
    expect(actingCompanyInAddress('?fyrir=450295-2219')).toBe('4502952219');
    // A person's kennitala never comes from an address.
    expect(actingCompanyInAddress('?fyrir=1201603389')).toBeUndefined();
    expect(actingCompanyInAddress('?fyrir=12')).toBeUndefined();
    expect(actingCompanyInAddress('')).toBeUndefined();
  });

  it('is added to a company screen’s link', () => {
    expect(
      withActingCompany('/vidskipti/uppfaera-tryggingar/slysatrygging-launthega/', '4502952219'),
    ).toBe('/vidskipti/uppfaera-tryggingar/slysatrygging-launthega/?fyrir=4502952219');
    expect(withActingCompany('/vidskipti/', undefined)).toBe('/vidskipti/');
  });
});
