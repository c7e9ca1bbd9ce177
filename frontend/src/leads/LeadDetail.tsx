import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, CardContent, Chip, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError, api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import type { LeadResponse } from './lib/api';
import { companyFields, leadSubtitle, leadTitle, LEAD_MESSAGES, personFields } from './lib/detail';
import { fieldLabel, type Lead } from './lib/fields';
import { displayValue, formatDateTime, linkFor } from './lib/format';

const Missing = () => (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    —
  </Box>
);

const Value = ({ field, value }: { field: string; value: unknown }) => {
  if (Array.isArray(value)) {
    if (!value.length) return <Missing />;
    return (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {value.map((item) => (
          <Chip key={String(item)} label={String(item)} size="small" variant="outlined" />
        ))}
      </Stack>
    );
  }
  const text = displayValue(value);
  if (!text) return <Missing />;
  const href = linkFor(field, value);
  if (href) {
    return (
      <Link href={href} target={href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
        {text}
      </Link>
    );
  }
  return <>{text}</>;
};

const Row = ({ label, name, children }: { label: string; name: string; children: ReactNode }) => (
  <Box
    data-testid={`lead-field-${name}`}
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1 }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Divider sx={{ mb: 0.5 }} />
      {children}
    </CardContent>
  </Card>
);

const FieldRows = ({ lead, fields }: { lead: Lead; fields: string[] }) => (
  <>
    {fields.map((field) => (
      <Row key={field} label={fieldLabel(field)} name={field}>
        <Value field={field} value={(lead as Record<string, unknown>)[field]} />
      </Row>
    ))}
  </>
);

type Loaded = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; lead: Lead };

/**
 * One lead with every field, where it came from and when; an admin can delete it (the GDPR erase). After the
 * delete the page goes back to `backTo` and tells `onDeleted`.
 */
export const LeadDetail = ({ backTo, onDeleted }: { backTo: string; onDeleted?: (id: string) => void }) => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    api
      .get<LeadResponse>(`/leads/${encodeURIComponent(id)}/`)
      .then((response) => active && setLoaded({ status: 'ready', lead: response.lead }))
      .catch((error: unknown) => {
        if (!active) return;
        const gone = error instanceof ApiError && error.status === 404;
        setLoaded({ status: 'missing', message: gone ? LEAD_MESSAGES.notFound : LEAD_MESSAGES.loadFailed });
      });
    return () => {
      active = false;
    };
  }, [id]);

  const remove = async () => {
    setDeleting(true);
    try {
      await api.delete(`/leads/${encodeURIComponent(id)}/`);
      notify.success(LEAD_MESSAGES.deleted);
      onDeleted?.(id);
      navigate(backTo);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : LEAD_MESSAGES.deleteFailed);
      setDeleting(false);
      setConfirming(false);
    }
  };

  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} color="inherit" data-testid="lead-back">
      Back to query
    </Button>
  );

  if (loaded.status === 'loading') {
    return (
      <Stack spacing={2} data-testid="lead-loading">
        <Box>{back}</Box>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  if (loaded.status === 'missing') {
    return (
      <Stack spacing={2}>
        <Box>{back}</Box>
        <Card>
          <CardContent sx={{ py: 5, textAlign: 'center' }}>
            <Typography color="text.secondary" data-testid="lead-missing">
              {loaded.message}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
    );
  }

  const { lead } = loaded;
  const title = leadTitle(lead);
  const subtitle = leadSubtitle(lead);

  return (
    <Stack spacing={3} data-testid="lead-detail">
      <Box>{back}</Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid="lead-title">
              {title}
            </Typography>
            <Chip
              size="small"
              label={lead.data_source}
              color={lead.data_source === 'enriched' ? 'secondary' : 'default'}
              variant="outlined"
              data-testid="lead-data-source"
            />
          </Stack>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirming(true)}
          data-testid="lead-delete"
        >
          Delete
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section title="Lead">
          <FieldRows lead={lead} fields={personFields()} />
        </Section>
        <Stack spacing={3}>
          <Section title="Company">
            <FieldRows lead={lead} fields={companyFields()} />
          </Section>
          <Section title="Record">
            <Row label="Dataset" name="dataset">
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {lead.dataset}
              </Box>
            </Row>
            <Row label="Data source" name="data_source">
              {lead.data_source === 'enriched' ? 'Enriched (merged from several rows)' : 'Original'}
            </Row>
            <Row label="Created" name="created_at">
              {formatDateTime(lead.created_at) || <Missing />}
            </Row>
            <Row label="Updated" name="updated_at">
              {formatDateTime(lead.updated_at) || <Missing />}
            </Row>
            <Row label="ID" name="id">
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
                {lead.id}
              </Box>
            </Row>
          </Section>
        </Stack>
      </Box>
      <DeleteLeadDialog
        open={confirming}
        name={title}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
};
