import { useSearchParams } from 'react-router';

/**
 * A tabbed page's open section, kept in the address (`?section=`, or the parameter named), so a
 * reload or a link opens it; an unknown or missing one opens the first. Choosing a section replaces
 * the history entry rather than adding one (Back leaves the page, not the last tab).
 */
export function useSectionInAddress<T extends string>(
  sections: readonly [T, ...T[]],
  param = 'section',
): { value: T; onValueChange: (next: T) => void } {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const value = sections.find((section) => section === requested) ?? sections[0];
  return {
    value,
    onValueChange: (next) => setParams({ [param]: next }, { replace: true }),
  };
}
