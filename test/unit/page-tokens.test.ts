// Pay-page tokens remembered with their order (issue 28): what is remembered is what was given, and
// the memory is bounded, oldest first.
import { describe, expect, it } from '@jest/globals';
import { KnownPages } from '../../src/ledger/page-tokens.js';

describe('KnownPages', () => {
  it('answers the order a remembered token opens, and nothing for another token', () => {
    const pages = new KnownPages();
    pages.remember('tok-a', { tenantId: 'tnt_a', intentId: 'int_a' });
    expect(pages.orderOf('tok-a')).toEqual({ tenantId: 'tnt_a', intentId: 'int_a' });
    expect(pages.orderOf('tok-b')).toBeUndefined();
  });

  it('keeps the first order given for a token', () => {
    const pages = new KnownPages();
    pages.remember('tok-a', { tenantId: 'tnt_a', intentId: 'int_a' });
    pages.remember('tok-a', { tenantId: 'tnt_b', intentId: 'int_b' });
    expect(pages.orderOf('tok-a')).toEqual({ tenantId: 'tnt_a', intentId: 'int_a' });
  });

  it('forgets the oldest token once 20,000 are remembered', () => {
    const pages = new KnownPages();
    for (let i = 0; i <= 20_000; i++) pages.remember(`tok-${i}`, { tenantId: 't', intentId: `int_${i}` });
    expect(pages.orderOf('tok-0')).toBeUndefined();
    expect(pages.orderOf('tok-1')).toEqual({ tenantId: 't', intentId: 'int_1' });
    expect(pages.orderOf('tok-20000')).toEqual({ tenantId: 't', intentId: 'int_20000' });
  });
});
