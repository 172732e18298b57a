import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE } from '../api.ts';
import { failure } from './types.ts';

describe('failure', () => {
  it('gives §8’s status when the server answered', () => {
    const refused = new TRPCClientError('Book not found', {
      result: {
        error: { message: 'Book not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
      },
    });
    expect(failure('Failed to fetch text', refused)).toBe('Failed to fetch text: 404');
  });

  it('says the server could not be reached when it never answered, as every other screen', () => {
    expect(failure('Failed to fetch books', new TRPCClientError('Failed to fetch'))).toBe(
      UNREACHABLE_MESSAGE,
    );
  });
});
