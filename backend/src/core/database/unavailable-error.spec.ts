import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { databaseUnavailability } from './unavailable-error';

function pgError(code: string, message = 'error') {
  return Object.assign(new Error(message), { code });
}

describe('databaseUnavailability', () => {
  it('calls a full pool, a refused or ended connection and a stopping server "down"', () => {
    expect(databaseUnavailability(new Error('timeout exceeded when trying to connect'))).toBe('down');
    expect(databaseUnavailability(pgError('ECONNREFUSED'))).toBe('down');
    expect(databaseUnavailability(new AggregateError([pgError('ECONNREFUSED')]))).toBe('down');
    expect(databaseUnavailability(new Error('Connection terminated unexpectedly'))).toBe('down');
    for (const code of ['57P01', '57P03', '53300', '08006', '08001']) {
      expect(databaseUnavailability(new QueryFailedError('SELECT 1', [], pgError(code)))).toBe('down');
    }
  });

  it('calls a lock or statement past its limit "busy"', () => {
    expect(databaseUnavailability(new QueryFailedError('UPDATE courses', [], pgError('55P03')))).toBe('busy');
    expect(databaseUnavailability(new QueryFailedError('SELECT 1', [], pgError('57014')))).toBe('busy');
  });

  it('leaves every other error a bug', () => {
    expect(databaseUnavailability(new TypeError('undefined is not a function'))).toBeUndefined();
    expect(databaseUnavailability(new QueryFailedError('INSERT', [], pgError('23505')))).toBeUndefined();
    expect(databaseUnavailability(new QueryFailedError('SELECT', [], pgError('42P01')))).toBeUndefined();
    expect(databaseUnavailability(undefined)).toBeUndefined();
  });
});
