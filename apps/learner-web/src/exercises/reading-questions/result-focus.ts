/** The part of a DOM node the rule reads (a plain object in tests). */
interface NodeLike {
  contains(other: NodeLike | null): boolean;
}

/**
 * Whether a question's result, just checked, takes keyboard focus (learner report D7): yes when focus is nowhere in
 * particular (on <body>, where it drops when the pressed Check button goes) or still inside the question (a mouse
 * click left it on an option, now disabled, or on the button); not when the learner has moved on meanwhile, e.g.
 * picked an option of the next question while the check was on its way.
 */
export function resultTakesFocus(
  active: NodeLike | null,
  body: NodeLike | null,
  question: NodeLike,
): boolean {
  return active === null || active === body || question.contains(active);
}
