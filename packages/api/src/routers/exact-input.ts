import { firstIssueMessage } from '@keelerada/domain';
import type { z } from 'zod';
import { badRequest } from '../errors/app-error.ts';
import { zodMessage } from '../errors/zod-message.ts';

const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

/**
 * A tRPC input parser that answers a 400 with the schema's first message exactly as written — the admin forms'
 * §5 messages ("Word type is required") must reach the screen unchanged, not prefixed with a field path. Zod's own
 * default messages still get their field path (via zodMessage) so a person can tell which field is meant.
 * Types are inferred from the schema as with `.input(schema)`.
 */
export function exactInput<S extends z.ZodType>(schema: S) {
  return {
    _input: undefined as unknown as z.input<S>,
    _output: undefined as unknown as z.output<S>,
    async parseAsync(value: unknown): Promise<z.output<S>> {
      const r = await schema.safeParseAsync(value);
      if (r.success) return r.data;
      const first = r.error.issues[0];
      throw badRequest(
        first && ZOD_DEFAULT.test(first.message) ? zodMessage(r.error) : firstIssueMessage(r.error),
      );
    },
  };
}
