import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '../lib/notify';
import { landingApi, serverError, type Submission, type TemplateSummary } from './api';
import { downloadText } from '../lib/download';
import { formatDateTime } from './format';

const today = () => new Date().toISOString().slice(0, 10);

/** Publish / Unpublish the loaded template, its public link, and the form submissions it received. */
export const PublishCard = ({
  template,
  onPublished,
}: {
  template: TemplateSummary;
  onPublished: (published: boolean, publicUrl: string | null) => void;
}) => {
  const [busy, setBusy] = useState(false);
  const [submissions, setSubmissions] = useState<Submission[]>([]);
  const [total, setTotal] = useState(0);

  const loadSubmissions = useCallback(async () => {
    try {
      const answer = await landingApi.submissions(template.id);
      setSubmissions(answer.submissions ?? []);
      setTotal(answer.total ?? 0);
    } catch (error) {
      console.warn('[landing] submissions unavailable', error);
    }
  }, [template.id]);

  useEffect(() => {
    void loadSubmissions();
  }, [loadSubmissions]);

  const toggle = async () => {
    setBusy(true);
    try {
      if (template.published) {
        await landingApi.unpublish(template.id);
        onPublished(false, null);
        notify.success('Page unpublished');
      } else {
        const answer = await landingApi.publish(template.id);
        onPublished(true, answer.public_url);
        notify.success('Page published');
      }
    } catch (error) {
      notify.error(serverError(error, template.published ? 'Unpublish failed' : 'Publish failed'));
    } finally {
      setBusy(false);
    }
  };

  const downloadCsv = async () => {
    try {
      const { csv, fileName } = await landingApi.submissionsCsv(template.id);
      // The BOM lets spreadsheets read the file as UTF-8; reading the answer as text dropped the server's.
      downloadText(`\uFEFF${csv}`, fileName ?? `landing_submissions_${template.id}_${today()}.csv`, 'text/csv');
    } catch (error) {
      notify.error(serverError(error, 'Failed to download CSV'));
    }
  };

  const fieldNames = [...new Set(submissions.flatMap((submission) => Object.keys(submission.fields ?? {})))];

  return (
    <Card variant="outlined" data-testid="landing-publish">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            Publishing
          </Typography>
          <Button
            variant={template.published ? 'outlined' : 'contained'}
            color={template.published ? 'inherit' : 'primary'}
            startIcon={template.published ? <PublicOffIcon /> : <PublicIcon />}
            onClick={() => void toggle()}
            disabled={busy}
            data-testid={template.published ? 'landing-unpublish' : 'landing-publish-button'}
          >
            {template.published ? 'Unpublish' : 'Publish'}
          </Button>
          {template.published && template.public_url ? (
            <Link
              href={template.public_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="landing-public-url"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}
            >
              {template.public_url}
              <OpenInNewIcon fontSize="inherit" aria-label="(opens in a new tab)" />
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Not published: publish to get a public link that collects form submissions.
            </Typography>
          )}
        </Stack>

        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" data-testid="landing-submissions-total">
            Submissions ({total})
          </Typography>
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => void loadSubmissions()}
            data-testid="landing-submissions-refresh"
          >
            Refresh
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void downloadCsv()}
            disabled={total === 0}
            data-testid="landing-submissions-csv"
          >
            Download CSV
          </Button>
        </Stack>
        {submissions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No submissions yet.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Form submissions">
              <TableHead>
                <TableRow>
                  <TableCell>Submitted</TableCell>
                  {fieldNames.map((name) => (
                    <TableCell key={name}>{name}</TableCell>
                  ))}
                  <TableCell>Referrer</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {submissions.map((submission) => (
                  <TableRow key={submission.id} data-testid="landing-submission">
                    <TableCell>{formatDateTime(submission.created_at)}</TableCell>
                    {fieldNames.map((name) => (
                      <TableCell key={name}>{submission.fields?.[name] ?? ''}</TableCell>
                    ))}
                    <TableCell>{submission.referrer ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
