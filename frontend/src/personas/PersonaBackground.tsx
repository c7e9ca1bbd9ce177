import { Box, Link, Stack, Typography } from '@mui/material';
import { educationLines, recentActivity } from './lib/format';
import type { LinkedInData } from './lib/types';
import { Bullets, Section } from './Section';

const safeLink = (href: string | null | undefined) => (href && /^https?:\/\//i.test(href) ? href : null);

/** Recent Activity (first 5) and Education. */
export const PersonaBackground = ({ data }: { data: LinkedInData | null }) => {
  const activity = recentActivity(data);
  const education = educationLines(data);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Section title="Recent Activity" testId="persona-activity">
        {activity.length ? (
          <Stack spacing={1}>
            {activity.map((item, index) => {
              const href = safeLink(item.link);
              return (
                <Box key={`${index}:${item.title}`} data-testid="persona-activity-item">
                  <Typography variant="body2">
                    {href ? (
                      <Link href={href} target="_blank" rel="noopener noreferrer">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </Typography>
                  {item.interaction && (
                    <Typography variant="caption" color="text.secondary">
                      {item.interaction}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
        ) : (
          <Bullets items={[]} />
        )}
      </Section>
      <Section title="Education" testId="persona-education">
        {education.length ? (
          <Stack spacing={1}>
            {education.map((line, index) => (
              <Box key={`${index}:${line.title}`} data-testid="persona-education-item">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {safeLink(line.url) ? (
                    <Link href={line.url} target="_blank" rel="noopener noreferrer">
                      {line.title}
                    </Link>
                  ) : (
                    line.title
                  )}
                </Typography>
                {(line.detail || line.years) && (
                  <Typography variant="caption" color="text.secondary">
                    {[line.detail, line.years].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        ) : (
          <Bullets items={[]} />
        )}
      </Section>
    </Box>
  );
};
