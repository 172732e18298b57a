import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formToPayload, type GrammarFormValues } from './form.ts';

/**
 * A react-hook-form resolver that checks the payload the form will send (not the raw text fields) with a domain
 * schema, so browser and server apply the same rules and messages.
 */
export function payloadResolver<S extends z.ZodType>(
  schema: S,
): Resolver<GrammarFormValues, unknown, z.output<S>> {
  const inner = zodResolver(schema as never) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    z.output<S>
  >;
  return (values, context, options) =>
    inner(formToPayload(values) as Record<string, unknown>, context, options as never) as ReturnType<
      Resolver<GrammarFormValues, unknown, z.output<S>>
    >;
}
