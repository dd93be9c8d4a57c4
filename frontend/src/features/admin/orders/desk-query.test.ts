import { describe, expect, it } from 'vitest';
import { deskAddressOf, deskFilterOf, deskQueryOf, EMPTY_DESK_QUERY } from './desk-query';

describe('desk-query', () => {
  it('reads the contract parameters and drops malformed ones', () => {
    const query = deskQueryOf('?status=PAID,PREPARING,NOPE&product=4&option=9&pay=card&from=2026-11-01&to=2026-11-27&pickup=2&q=%EA%B9%80&sort=OLDEST&page=3&view=5');
    expect(query).toEqual({ statuses: ['PAID', 'PREPARING'], product: 4, option: 9, pay: 'card', from: '2026-11-01', to: '2026-11-27', pickup: 2, ship: false, q: '김', sort: 'OLDEST', page: 3, view: 5 });
    expect(deskQueryOf('?pay=cash&from=11/01&sort=RANDOM&page=-1&option=9')).toEqual(EMPTY_DESK_QUERY);
  });

  it('turns a query into the API filter and back into the same address', () => {
    const address = '/admin/orders?status=PAID&product=4&option=9&pay=vbank&q=%EA%B9%80&page=2';
    const query = deskQueryOf(address.slice(address.indexOf('?')));
    expect(deskFilterOf(query)).toEqual({ statuses: ['PAID'], productId: 4, productOptionDetailId: 9, payMethod: 'vbank', from: null, to: null, pickupPointId: null, shippingRequested: null, search: '김' });
    expect(deskAddressOf(query)).toBe(address);
    expect(deskAddressOf(EMPTY_DESK_QUERY)).toBe('/admin/orders');
  });

  it('keeps only 택배 요청 lines with ship=1, in the filter and the address', () => {
    const query = deskQueryOf('?ship=1&pickup=2');
    expect(query).toMatchObject({ ship: true, pickup: 2 });
    expect(deskFilterOf(query)).toMatchObject({ shippingRequested: true, pickupPointId: 2 });
    expect(deskAddressOf(query)).toBe('/admin/orders?pickup=2&ship=1');
    expect(deskQueryOf('?ship=yes').ship).toBe(false);
  });
});
