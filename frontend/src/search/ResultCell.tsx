import { Box, Link } from '@mui/material';
import { linkFor } from '../leads/lib/format';
import { CELL_MAX_WIDTH_PX, isLongCell } from './lib/columns';
import { textOf } from './lib/values';

/**
 * One field of a result: '—' when missing, a link when it is an address, otherwise text cut at about 380 px that
 * opens in full on click (and on Enter).
 */
export const ResultCell = ({
  column,
  value,
  expanded,
  onToggle,
}: {
  column: string;
  value: unknown;
  expanded: boolean;
  onToggle: () => void;
}) => {
  const text = textOf(value);
  if (!text) {
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  }
  const cut = { display: 'block', maxWidth: CELL_MAX_WIDTH_PX, overflow: 'hidden', textOverflow: 'ellipsis' };
  const href = typeof value === 'string' ? linkFor(column, value) : null;
  if (href) {
    return (
      <Link
        href={href}
        target={href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer"
        title={text}
        data-testid="result-link"
        sx={{ ...cut, whiteSpace: 'nowrap' }}
      >
        {text}
      </Link>
    );
  }
  if (!isLongCell(text)) return <span>{text}</span>;
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      aria-expanded={expanded}
      title={expanded ? 'Click to collapse' : 'Click to show all'}
      data-testid="long-cell"
      onClick={onToggle}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle();
        }
      }}
      sx={{
        ...cut,
        cursor: 'pointer',
        whiteSpace: expanded ? 'normal' : 'nowrap',
        overflowWrap: expanded ? 'anywhere' : undefined,
        borderRadius: 0.5,
        '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: 'none' },
      }}
    >
      {text}
    </Box>
  );
};
