// Counts the database transactions this process starts, as PostgreSQL counts them: a statement
// outside `begin … commit` is one, a `begin … commit` block is one. Every pg.Client is counted
// (the pool's and any other), except the push listener's LISTEN, which is not a transaction of a
// call. For benches and tests of how much work a call causes.
import pg from 'pg';

export interface TransactionCounter {
  readonly transactions: number;
  readonly statements: number;
  stop(): void;
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

export function countTransactions(): TransactionCounter {
  // The one place every statement of every client passes through.
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const inBlock = new WeakSet<object>();
  const counter = { transactions: 0, statements: 0 };
  prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first !== null && 'text' in first
          ? String(first.text)
          : '';
    const head = text.trimStart().slice(0, 10).toLowerCase();
    if (!head.startsWith('listen')) {
      counter.statements += 1;
      if (head.startsWith('begin')) {
        inBlock.add(this);
        counter.transactions += 1;
      } else if (head.startsWith('commit') || head.startsWith('rollback')) {
        inBlock.delete(this);
      } else if (!inBlock.has(this)) {
        counter.transactions += 1;
      }
    }
    return original.apply(this, args);
  };
  return {
    get transactions() {
      return counter.transactions;
    },
    get statements() {
      return counter.statements;
    },
    stop: () => {
      prototype.query = original;
    },
  };
}
