/** Estonian greeting by the learner's local hour (learner-app.md §2 Dashboard). */
export function greetingForHour(hour: number): string {
  if (hour < 4) return 'Head öö';
  if (hour < 12) return 'Tere hommikust';
  if (hour < 17) return 'Tere päevast';
  if (hour < 23) return 'Tere õhtust';
  return 'Head öö';
}
