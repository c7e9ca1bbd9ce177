import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import HistoryIcon from '@mui/icons-material/History';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

const FEATURES = [
  { icon: <AutoAwesomeIcon />, title: 'One box, every source', text: 'Your lead database and the web in one query.' },
  { icon: <FilterAltIcon />, title: 'Database filters', text: 'Industry, size, location, seniority, skills, revenue.' },
  { icon: <ViewModuleIcon />, title: 'Cards or a table', text: 'Skim rich cards or compare every field.' },
  { icon: <LinkedInIcon />, title: 'LinkedIn profiles', text: 'Add LinkedIn (Bright Data) to find people.' },
  { icon: <HistoryIcon />, title: 'Saved history', text: 'Every search is kept under History.' },
];

/** The 'Search Features' information block: what one query gives. */
export const SearchFeatures = () => (
  <Card data-testid="search-features">
    <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Search Features
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {FEATURES.map((feature) => (
          <Stack key={feature.title} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{
                color: 'primary.main',
                bgcolor: 'rgba(79, 70, 229, 0.08)',
                borderRadius: 1.5,
                p: 0.75,
                display: 'flex',
                '& svg': { fontSize: 18 },
              }}
            >
              {feature.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                {feature.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
                {feature.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </CardContent>
  </Card>
);
