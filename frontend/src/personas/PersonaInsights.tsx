import { Box, Chip, Stack, Typography } from '@mui/material';
import { EvidenceList } from './EvidenceList';
import { driversWithEvidence, evidenceOf, formatAccuracy, levelColor, listOf, orDash } from './lib/format';
import type { PersonaAnalysis } from './lib/types';
import { Bullets, ChipList, Facts, Section } from './Section';

const Traits = ({ analysis }: { analysis: PersonaAnalysis }) => {
  const traits = (analysis.persona?.personality_traits ?? []).filter(
    (t) => t && typeof t.trait === 'string' && t.trait,
  );
  if (!traits.length) return <Bullets items={[]} />;
  return (
    <Stack spacing={1.25}>
      {traits.map((trait) => (
        <Box key={trait.trait} data-testid="persona-trait" data-trait={trait.trait}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {trait.trait}
            </Typography>
            {trait.level && (
              <Chip
                label={String(trait.level)}
                size="small"
                color={levelColor(trait.level)}
                sx={{ height: 20, fontSize: 11, textTransform: 'capitalize' }}
                data-testid="persona-trait-level"
              />
            )}
          </Stack>
          {trait.description && (
            <Typography variant="body2" color="text.secondary">
              {trait.description}
            </Typography>
          )}
          <EvidenceList evidence={evidenceOf(trait.evidence)} testId="trait-evidence" />
        </Box>
      ))}
    </Stack>
  );
};

const Drivers = ({ enhanced }: { enhanced: PersonaAnalysis['enhanced_persona'] }) => {
  const drivers = driversWithEvidence(enhanced);
  if (!drivers.length) return <Bullets items={[]} />;
  return (
    <Stack spacing={1}>
      {drivers.map(({ driver, evidence }) => (
        <Box key={driver} data-testid="persona-driver" data-driver={driver}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {driver}
          </Typography>
          <EvidenceList evidence={evidence ?? []} testId="driver-evidence" />
        </Box>
      ))}
    </Stack>
  );
};

/** The AI persona: summary, communication style, traits with evidence, interests, and the enhanced persona. */
export const PersonaInsights = ({ analysis }: { analysis: PersonaAnalysis }) => {
  const style = analysis.communication_style;
  const enhanced = analysis.enhanced_persona;
  return (
    <Stack spacing={2.5} data-testid="persona-insights">
      <Section title="Profile Summary" testId="persona-summary">
        <Typography variant="body2">{orDash(analysis.profile_summary)}</Typography>
      </Section>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title="Communication Style" testId="persona-communication">
          <Facts
            facts={[
              ['Style', orDash(style?.style)],
              ['Information preference', orDash(style?.information_preference)],
              ['Response pattern', orDash(style?.response_pattern)],
            ]}
          />
        </Section>
        <Section title="Professional Interests" testId="persona-interests">
          <ChipList items={listOf(analysis.persona?.professional_interests)} />
        </Section>
      </Box>
      <Section title="Personality Traits" testId="persona-traits">
        <Traits analysis={analysis} />
      </Section>
      <Section title="Enhanced Persona" testId="persona-enhanced">
        <Stack spacing={1.5}>
          <Facts
            facts={[
              ['Personae', orDash(enhanced?.personae)],
              ['Appetite for risk', orDash(enhanced?.appetite_for_risk)],
              ['Accuracy', formatAccuracy(enhanced?.personae_accuracy), 'persona-accuracy'],
              ['Communication style', orDash(enhanced?.communication_style)],
              ['Suggested email tone', orDash(enhanced?.suggested_email_tone)],
            ]}
            testId="persona-enhanced-facts"
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Decision making drivers
            </Typography>
            <Drivers enhanced={enhanced} />
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Preferred channels
            </Typography>
            <ChipList items={listOf(enhanced?.preferred_channels)} />
          </Box>
        </Stack>
      </Section>
    </Stack>
  );
};
