/** Up to `max` tags, then how many more (cards show 3 then "+N more"). */
export function visibleTags<T>(tags: readonly T[], max = 3): { shown: T[]; more: number } {
  const shown = tags.slice(0, max);
  return { shown, more: Math.max(0, tags.length - shown.length) };
}
