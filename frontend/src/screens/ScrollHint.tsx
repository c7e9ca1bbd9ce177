import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Whether the element is wider inside than it shows (its table scrolls sideways); follows resizes. */
export function useOverflowX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  });
  return overflows;
}

/**
 * 'Scroll sideways for more columns', shown above a table that is wider than its card (issue 15 point 9), so
 * the columns past the edge are not taken for missing.
 */
export const ScrollHint = ({ show, testId = 'scroll-hint' }: { show: boolean; testId?: string }) =>
  show ? (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: 'text.secondary', px: 0.5, py: 0.5 }}
      data-testid={testId}
    >
      <SwipeLeftIcon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="caption">Scroll sideways for more columns</Typography>
    </Stack>
  ) : null;

/**
 * A table's frame that scrolls sideways inside its card, says so when it does, and takes keyboard focus so the
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export const ScrollArea = ({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) => {
  const ref = useRef<HTMLDivElement | null>(null);
  const overflows = useOverflowX(ref);
  return (
    <>
      <ScrollHint show={overflows} />
      <Box ref={ref} tabIndex={0} role="region" aria-label={label} data-testid={testId} sx={{ overflowX: 'auto' }}>
        {children}
      </Box>
    </>
  );
};
