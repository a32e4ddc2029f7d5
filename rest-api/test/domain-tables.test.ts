// Which tables the SQL of the order, dashboard, payment and shipping domains names: each repository reads and
// writes its own domain's tables and asks another domain's repository for the rest, and the orders' services and
// routes hold no SQL at all. Read from the source, so that a statement written in the wrong place fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOMAINS = join(import.meta.dirname, '../src/domains');

/** What each domain's repositories may name in FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM and USING. */
const OWN_TABLES: Record<string, string[]> = {
  orders: ['orders', 'order_lines', 'order_events', 'order_notes'],
  dashboard: ['order_status_totals'],
  payment: ['payments', 'payment_notifications', 'refunds', 'payment_sandbox_transactions'],
  shipping: ['shipments', 'rajaongkir_destinations', 'tracking_answers'],
  vouchers: ['vouchers', 'voucher_redemptions'],
};

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** The tables the SQL of a source names (SQL keywords are upper case here; function calls such as now() aside). */
function tablesOf(source: string): string[] {
  const names = [
    ...withoutComments(source).matchAll(/\b(?:FROM|JOIN|UPDATE|INTO|USING)\s+([a-z_]+)\b(?!\s*\()/g),
  ];
  return [...new Set(names.map((match) => match[1]!))].sort();
}

const filesOf = (domain: string) => readdirSync(join(DOMAINS, domain)).filter((name) => name.endsWith('.ts'));
const read = (domain: string, file: string) => readFileSync(join(DOMAINS, domain, file), 'utf8');

describe('domain tables', () => {
  it('finds the tables a statement names, and nothing in comments or function calls', () => {
    expect(
      tablesOf(`// rows from the kept totals
        db.query(\`SELECT extract(epoch FROM now() - o.expires_at) FROM orders o
          JOIN payments p ON p.order_id = o.id WHERE o.id IN (SELECT order_id FROM order_lines FOR UPDATE)\`);
        db.execute('DELETE FROM cart_items c USING jsonb_to_recordset($1::jsonb) AS t(id uuid)');`),
    ).toEqual(['cart_items', 'order_lines', 'orders', 'payments']);
  });

  for (const [domain, own] of Object.entries(OWN_TABLES)) {
    it(`${domain}: its repositories name only ${own.join(', ')}`, () => {
      const repositories = filesOf(domain).filter((file) => file.endsWith('repository.ts'));
      expect(repositories.length).toBeGreaterThan(0);
      for (const file of repositories) {
        const foreign = tablesOf(read(domain, file)).filter((table) => !own.includes(table));
        expect(foreign, `${domain}/${file} names another domain's table`).toEqual([]);
      }
    });
  }

  it('orders: checkout, the status moves, mail and routes hold no SQL; they call the repositories', () => {
    for (const file of filesOf('orders').filter((name) => !name.endsWith('repository.ts'))) {
      expect(tablesOf(read('orders', file)), `orders/${file} holds SQL`).toEqual([]);
    }
  });

  it('orders: checkout writes, order reads and status moves are repositories of their own', () => {
    expect(
      filesOf('orders')
        .filter((file) => file.endsWith('repository.ts'))
        .sort(),
    ).toEqual([
      'checkout-repository.ts',
      'events-repository.ts',
      'read-repository.ts',
      'status-repository.ts',
    ]);
  });
});
