/**
 * Estonian greeting by the learner's local hour (learner-app.md §2 Dashboard). The spec writes the night one "Head
 * öö"; a wish takes the partitive in Estonian (head päeva, head õhtut, head ööd), so the app says "Head ööd"
 * (docs/decisions.md, session 27).
 */
export function greetingForHour(hour: number): string {
  if (hour < 4) return 'Head ööd';
  if (hour < 12) return 'Tere hommikust';
  if (hour < 17) return 'Tere päevast';
  if (hour < 23) return 'Tere õhtust';
  return 'Head ööd';
}
