/** The demo people and companies the portal data belongs to. */

export const ANNA = '1201603389';
export const BJORN = '0503852139';
export const GUDRUN = '1407702999';
export const HRAUNHOLAR = '4502952219';
/** Einar has no policies: his card on file ran out last month, so the portal asks for a new one. */
export const EINAR = '2109882119';

export const SOLEY = { kennitala: '1506122170', name: 'Sóley Björnsdóttir', birth: '2012-06-15' };
export const KARI = { kennitala: '0309162120', name: 'Kári Björnsson', birth: '2016-09-03' };
export const ARI = { kennitala: '2210092150', name: 'Ari Guðrúnarson', birth: '2009-10-22' };

export const PEOPLE: Record<string, { name: string; birth: string }> = {
  [ANNA]: { name: 'Anna Jónsdóttir', birth: '1960-01-12' },
  [BJORN]: { name: 'Björn Sigurðsson', birth: '1985-03-05' },
  [GUDRUN]: { name: 'Guðrún Pálsdóttir', birth: '1970-07-14' },
  [HRAUNHOLAR]: { name: 'Hraunhólar ehf.', birth: '1995-02-05' },
};
