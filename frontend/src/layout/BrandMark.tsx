import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box } from '@mui/material';

/** The product's logo tile; `inverted` for dark or coloured backgrounds. */
export const BrandMark = ({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) => (
  <Box
    aria-hidden
    sx={{
      width: size,
      height: size,
      borderRadius: `${Math.round(size / 3.5)}px`,
      display: 'grid',
      placeItems: 'center',
      color: inverted ? '#4f46e5' : '#fff',
      background: inverted ? '#fff' : 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)',
      flexShrink: 0,
    }}
  >
    <TravelExploreIcon sx={{ fontSize: size * 0.58 }} />
  </Box>
);
