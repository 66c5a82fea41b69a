/**
 * Mantine's `useId`, without its second render. Mantine's own (@mantine/hooks) swaps React's id for
 * a random one in a layout effect after mount, so every input, radio group and popover renders
 * again, synchronously, right after its first commit: on a profile form that is one more long task
 * on a cheap phone, with nothing on screen changing. React's id is already unique within the app
 * and the same in a prerender, so it is used as it is. The build puts this module in place of
 * Mantine's (scripts/vite/mantine-use-id.ts).
 */
import { useId as useReactId } from 'react';

/** `staticId` when given, else a stable id made from React's (letters, digits, `_` and `-` only). */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
