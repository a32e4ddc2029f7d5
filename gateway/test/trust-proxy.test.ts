// Regression test for issue 32's outside fault 6 in the gateway: TRUST_PROXY=true would let any client choose the
// address its rate limit counts (X-Forwarded-For), so production refuses it at start with a sentence.
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config.js';

describe('fault 6: TRUST_PROXY=true trusts any client X-Forwarded-For', () => {
  it("refuses TRUST_PROXY=true in production, naming the proxies' addresses or uniquelocal instead", () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true trusts the X-Forwarded-For header of any client.*production refuses it.*uniquelocal/s,
    );
    expect(loadGatewayConfig({ NODE_ENV: 'production', TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe(
      'uniquelocal',
    );
    expect(loadGatewayConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
