import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { formatCounter, profileCounters, profileCounts, profileHeader } from './lib/format';
import type { PersonaRecord } from './lib/types';

const Counter = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }} data-testid={testId}>
    <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/** Name, company, location and 'View LinkedIn'; the counters; About. The pop-up adds Experiences and Education. */
export const PersonaHeader = ({ record, withCounts = false }: { record: PersonaRecord; withCounts?: boolean }) => {
  const data = record.linkedinData;
  const header = profileHeader(data, { name: record.name, company: record.company, linkedinUrl: record.linkedinUrl });
  const counters: { key: string; label: string; value: string }[] = profileCounters(data).map((c) => ({
    key: c.key,
    label: c.label,
    value: formatCounter(c.value),
  }));
  if (withCounts) {
    const counts = profileCounts(data);
    counters.push(
      { key: 'experiences', label: 'Experiences', value: formatCounter(counts.experiences) },
      { key: 'education', label: 'Education', value: formatCounter(counts.education) },
    );
  }
  const about = typeof data?.about === 'string' ? data.about.trim() : '';
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h4" data-testid="persona-name">
            {header.name}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
            {header.company && (
              <Typography variant="body2" data-testid="persona-company">
                {header.company}
              </Typography>
            )}
            {header.location && (
              <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
                <PlaceOutlinedIcon sx={{ fontSize: 16 }} />
                <Typography variant="body2" data-testid="persona-location">
                  {header.location}
                </Typography>
              </Stack>
            )}
          </Stack>
        </Box>
        {header.linkedinUrl && (
          <Link
            href={header.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
            data-testid="persona-linkedin-link"
          >
            <LinkedInIcon fontSize="small" /> View LinkedIn
          </Link>
        )}
      </Stack>
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${counters.length}, minmax(0, 1fr))` },
          }}
        >
          {counters.map((counter) => (
            <Counter
              key={counter.label}
              label={counter.label}
              value={counter.value}
              testId={`persona-count-${counter.key}`}
            />
          ))}
        </Box>
      )}
      {about && (
        <Box data-testid="persona-about">
          <Typography variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            About
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {about}
          </Typography>
        </Box>
      )}
    </Stack>
  );
};
