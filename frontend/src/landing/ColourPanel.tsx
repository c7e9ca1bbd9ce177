import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PaletteIcon from '@mui/icons-material/Palette';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { longHex, sameTheme, THEME_KEYS, THEME_LABELS, THEME_PRESETS, type Theme } from './lib/theme';

/** The collapsible colour customisation: five colours and the presets, applied live to the preview. */
export const ColourPanel = ({ theme, onChange }: { theme: Theme; onChange: (theme: Theme) => void }) => (
  <Accordion
    disableGutters
    variant="outlined"
    // Below the page's h1, like the other sections' titles.
    slotProps={{ heading: { component: 'h2' } }}
    data-testid="landing-colours"
  >
    <AccordionSummary
      expandIcon={<ExpandMoreIcon />}
      aria-controls="landing-colours-content"
      id="landing-colours-header"
      data-testid="landing-colours-toggle"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PaletteIcon fontSize="small" color="action" />
        <Typography>Customize colours</Typography>
        <Stack direction="row" spacing={0.5} aria-hidden>
          {THEME_KEYS.map((key) => (
            <Box
              key={key}
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: theme[key],
                border: 1,
                borderColor: 'divider',
              }}
            />
          ))}
        </Stack>
      </Stack>
    </AccordionSummary>
    <AccordionDetails id="landing-colours-content">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {THEME_KEYS.map((key) => (
          <TextField
            key={key}
            type="color"
            label={THEME_LABELS[key]}
            value={longHex(theme[key])}
            onChange={(event) => onChange({ ...theme, [key]: event.target.value })}
            size="small"
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { 'data-testid': `landing-colour-${key}` } }}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Colour presets">
        {THEME_PRESETS.map((preset) => {
          const active = sameTheme(preset.theme, theme);
          return (
            <Button
              key={preset.name}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => onChange(preset.theme)}
              data-testid={`landing-preset-${preset.name.toLowerCase().replace(/\s+/g, '-')}`}
              startIcon={
                <Box
                  component="span"
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: preset.theme.primary, border: 1 }}
                />
              }
            >
              {preset.name}
            </Button>
          );
        })}
      </Stack>
    </AccordionDetails>
  </Accordion>
);
