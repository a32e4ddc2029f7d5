// The capability groups (issue 32): what a set of permissions gives, which screens capabilities open, and which
// screen an address belongs to.
import { describe, expect, it } from 'vitest';
import { CAPABILITY_IDS, callsOf, capabilitiesOf, screenOf, screensFor } from '../src/capabilities.js';

describe('capabilities', () => {
  it('names every action of a group as group.action, the orders as view, move, refund, export', () => {
    expect(CAPABILITY_IDS.filter((id) => id.startsWith('orders.'))).toEqual([
      'orders.view',
      'orders.move',
      'orders.refund',
      'orders.export',
    ]);
  });

  it('holds a capability only with every call it needs, leaving out calls no permission names', () => {
    const view = callsOf(['orders.view']);
    expect(capabilitiesOf(view)).toEqual(['orders.view']);
    expect(capabilitiesOf(view.slice(1))).toEqual([]);
    const exportCalls = callsOf(['orders.export']);
    // Without the xlsx route's permission, the CSV's is the whole of the export.
    const known = exportCalls.filter((call) => call.endpoint !== '/v1/order/export.xlsx');
    expect(capabilitiesOf(known, known)).toEqual(['orders.export']);
  });

  it('offers as landing pages the screens the capabilities open, and the profile always', () => {
    expect(screensFor(['orders.view']).map((screen) => screen.key)).toEqual([
      'orders',
      'payments',
      'shipping',
      'profile',
    ]);
  });

  it('finds the screen of a list, its detail and its form, not of a neighbour sharing its prefix', () => {
    expect(screenOf('/admin/product/p-1')?.key).toBe('products');
    expect(screenOf('/admin/product-color')?.key).toBe('colours');
    expect(screenOf('/admin/role-add')?.key).toBe('roles');
    expect(screenOf('/admin/unknown')).toBeUndefined();
  });
});
