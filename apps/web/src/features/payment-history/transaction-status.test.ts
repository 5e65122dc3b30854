import { describe, expect, it } from 'vitest';
import { transactionStatusColorOf, transactionStatusLabelOf } from './transaction-status';

describe('a payment’s status as the history shows it', () => {
  it('reads SUCCESS as confirmed, PENDING as before payment, anything else as an error', () => {
    expect(transactionStatusLabelOf('SUCCESS')).toBe('SUCCESS');
    expect(transactionStatusLabelOf('PENDING')).toBe('PENDING');
    expect(transactionStatusLabelOf('FAILED')).toBe('error');
    expect(transactionStatusLabelOf('CANCELLED')).toBe('error');
  });

  it('colours an error red and a confirmed payment green', () => {
    expect(transactionStatusColorOf('FAILED')).toBe('error');
    expect(transactionStatusColorOf('SUCCESS')).toBe('success');
  });
});
