import { Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { PERSONA_MESSAGES } from './lib/messages';
import { profileStateLabel } from './lib/progress';
import { usePersonaState } from './personaStore';

/** While an analysis runs: its progress from the job (done of total) and each profile's state. */
export const AnalysisProgress = () => {
  const { running, progress, profileStates } = usePersonaState();
  if (!running || !progress) return null;
  return (
    <Card data-testid="persona-progress" data-done={progress.done} data-total={progress.total}>
      <CardContent sx={{ p: 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Analyzing LinkedIn profiles
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="persona-progress-label">
            {progress.label}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          aria-label="Analysis progress"
          data-testid="persona-progress-bar"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {PERSONA_MESSAGES.tooltip}.
        </Typography>
        {profileStates.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            {profileStates.map((profile) => (
              <Chip
                key={profile.linkedin_url}
                size="small"
                variant="outlined"
                color={
                  profile.state === 'failed'
                    ? 'error'
                    : profile.state === 'completed' || profile.state === 'cached'
                      ? 'success'
                      : 'default'
                }
                label={`${profile.linkedin_url.replace(/^https:\/\/www\.linkedin\.com\/in\//, '')}: ${profileStateLabel(profile.state)}`}
                data-testid="persona-progress-profile"
                data-state={profile.state}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
