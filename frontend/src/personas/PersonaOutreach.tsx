import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { copyToClipboard } from './clipboard';
import { listOf, orDash } from './lib/format';
import { PERSONA_MESSAGES } from './lib/messages';
import type { PersonaAnalysis } from './lib/types';
import { Bullets, ChipList, Section } from './Section';

/** Ice Breakers (each with Copy), Topics of Interest and Messaging Recommendations. */
export const PersonaOutreach = ({ analysis }: { analysis: PersonaAnalysis }) => {
  const breakers = listOf(analysis.ice_breakers);
  const tone = analysis.persona?.messaging_tone;
  return (
    <Stack spacing={2.5}>
      <Section title="Ice Breakers" testId="persona-ice-breakers">
        {breakers.length ? (
          <Stack spacing={0.75}>
            {breakers.map((breaker) => (
              <Stack
                key={breaker}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', p: 1, borderRadius: 1.5, bgcolor: 'action.hover' }}
                data-testid="ice-breaker"
              >
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {breaker}
                </Typography>
                <Tooltip title="Copy">
                  <IconButton
                    size="small"
                    aria-label="Copy ice breaker"
                    onClick={() => void copyToClipboard(breaker, PERSONA_MESSAGES.iceBreakerCopied)}
                    data-testid="ice-breaker-copy"
                  >
                    <ContentCopyIcon fontSize="inherit" />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Bullets items={[]} />
        )}
      </Section>
      <Section title="Topics of Interest" testId="persona-topics">
        <ChipList items={listOf(analysis.topics_of_interest)} />
      </Section>
      <Section title="Messaging Recommendations" testId="persona-messaging">
        <Stack spacing={1}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Recommended approach
            </Typography>
            <Typography variant="body2">{orDash(tone?.recommended_approach)}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Key talking points
            </Typography>
            <Bullets items={listOf(tone?.key_talking_points)} testId="persona-talking-point" />
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Topics to avoid
            </Typography>
            <Bullets items={listOf(tone?.avoid_topics)} testId="persona-avoid-topic" />
          </Box>
        </Stack>
      </Section>
    </Stack>
  );
};
