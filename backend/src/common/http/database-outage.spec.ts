import { isDatabaseUnavailable } from './database-outage';

describe('isDatabaseUnavailable', () => {
  it("counts pg's answers on a broken connection as the database being away (503), not a bug (500)", () => {
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it("counts knex's answer inside a transaction whose connection broke as the database being away", () => {
    // What MikroORM throws for the statement after the one that lost the connection (seen with
    // PostgreSQL killed under booking load, test/database-faults.e2e-spec.ts).
    const knex = new Error('Transaction query already complete, run with DEBUG=knex:tx for more info');
    expect(isDatabaseUnavailable(Object.assign(new Error(knex.message), { name: 'DriverException', cause: knex }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection ended unexpectedly'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint "plays_pkey"'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
