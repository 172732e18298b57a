import type { Diagnosis, Judgement } from '@keelerada/domain';

/**
 * The judge's message without the sentence that quotes `order`: "The words are right but the order is not. The
 * nearest accepted order: `ta on minu parim sõber`" → "The words are right but the order is not." A message that is
 * only that sentence keeps its lead-in ("Some words differ from an accepted answer: `…`" → "Some words differ from an
 * accepted answer."). A message that does not quote the order is unchanged.
 */
export function withoutQuotedOrder(message: string, order: string): string {
  const quote = `\`${order}\``;
  const at = order.trim() ? message.indexOf(quote) : -1;
  if (at < 0) return message;
  const head = message.slice(0, at);
  const start = Math.max(0, ...[...head.matchAll(/[.!?]\s+/gu)].map((m) => m.index + m[0].length));
  let end = at + quote.length;
  if (/[.!?]/u.test(message[end] ?? '')) end++;
  const kept = `${message.slice(0, start)}${message.slice(end)}`.trim();
  if (kept) return kept;
  const leadIn = message.slice(start, at).replace(/[\s:,-]+$/u, '');
  return leadIn ? `${leadIn}.` : '';
}

/**
 * The diagnosis a wrong word order shows. The "Correct order" line below it already shows the nearest accepted
 * order as a sentence (capital, final stop, the moved words marked), so the diagnosis does not quote it a second
 * time in the judge's lower-case form.
 */
export function orderDiagnosis(
  judgement: Pick<Judgement, 'diagnosis' | 'expected'> | null,
): Diagnosis | undefined {
  const d = judgement?.diagnosis;
  if (!d) return undefined;
  const message = withoutQuotedOrder(d.message, judgement.expected);
  return message ? { ...d, message } : undefined;
}
