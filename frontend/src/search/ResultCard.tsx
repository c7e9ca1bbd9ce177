import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Box, Button, Chip, Collapse, Link, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { linkFor } from '../leads/lib/format';
import {
  cardHeading,
  cardKind,
  databaseCardParts,
  knowledgeGraphParts,
  typeLabel,
  webCardParts,
  type CardLink,
} from './lib/cards';
import { formatScore, itemData, scoreOf, textOf } from './lib/values';
import type { SearchResultItem } from './lib/types';

const ExternalLink = ({
  href,
  children,
  testId,
  underline = 'always',
}: {
  href: string;
  children: ReactNode;
  testId?: string;
  underline?: 'always' | 'hover';
}) => {
  const target = linkFor('link', href) ?? linkFor('company_website', href);
  if (!target) return <>{children}</>;
  return (
    <Link
      href={target}
      target={target.startsWith('mailto:') ? undefined : '_blank'}
      rel="noopener noreferrer"
      data-testid={testId}
      underline={underline}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Link>
  );
};

/** Label: value pairs in a two-column grid; empty values are left out. */
const Facts = ({ facts }: { facts: [string, ReactNode, string][] }) => {
  const shown = facts.filter(([, , text]) => text);
  if (!shown.length) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
        mt: 1.5,
      }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const LinkRow = ({ links, testId }: { links: CardLink[]; testId: string }) => (
  <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1 }}>
    {links.map((link) => (
      <ExternalLink key={link.link} href={link.link} testId={testId}>
        <Typography variant="body2" component="span">
          {link.title}
        </Typography>
      </ExternalLink>
    ))}
  </Stack>
);

const WebBody = ({ item }: { item: SearchResultItem }) => {
  const web = webCardParts(item);
  return (
    <>
      {web.snippet && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {web.date && (
            <Box component="span" sx={{ color: 'text.disabled', mr: 1 }}>
              {web.date} —
            </Box>
          )}
          {web.snippet}
        </Typography>
      )}
      {web.highlightedWords.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1 }}>
          {web.highlightedWords.map((word) => (
            <Chip
              key={word}
              label={word}
              size="small"
              data-testid="highlighted-word"
              sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 600 }}
            />
          ))}
        </Stack>
      )}
      {web.quickLinks.length > 0 && <LinkRow links={web.quickLinks} testId="quick-link" />}
      {web.relatedLinks.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {web.relatedLinks.map((link) => (
            <Stack key={link.link} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <SubdirectoryArrowRightIcon sx={{ fontSize: 16, color: 'text.disabled' }} />
              <ExternalLink href={link.link} testId="related-link">
                <Typography variant="body2" component="span">
                  {link.title}
                </Typography>
              </ExternalLink>
            </Stack>
          ))}
        </Stack>
      )}
      {web.source && !web.snippet && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {web.source}
          {web.date ? ` · ${web.date}` : ''}
        </Typography>
      )}
    </>
  );
};

const KnowledgeGraphBody = ({ item }: { item: SearchResultItem }) => {
  const graph = knowledgeGraphParts(item);
  return (
    <>
      {graph.type && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {graph.type}
        </Typography>
      )}
      {graph.description && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {graph.description}
        </Typography>
      )}
      <Facts
        facts={[
          ['Website', <ExternalLink href={graph.website}>{graph.website}</ExternalLink>, graph.website],
          ...graph.attributes.map(([label, value]): [string, ReactNode, string] => [label, value, value]),
        ]}
      />
    </>
  );
};

const DatabaseBody = ({ item }: { item: SearchResultItem }) => {
  const lead = databaseCardParts(item);
  const mail = lead.email ? linkFor('email', lead.email) : null;
  return (
    <>
      {(lead.jobTitle || lead.company) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[lead.jobTitle, lead.company].filter(Boolean).join(' at ')}
        </Typography>
      )}
      <Facts
        facts={[
          ['Industry', lead.industry, lead.industry],
          ['Company Size', lead.size, lead.size],
          ['Location', lead.location, lead.location],
          ['Revenue Range', lead.revenue, lead.revenue],
          ['Email', mail ? <Link href={mail}>{lead.email}</Link> : lead.email, lead.email],
          ['Phone', lead.phone, lead.phone],
          ['Website', <ExternalLink href={lead.website}>{lead.website}</ExternalLink>, lead.website],
          ['LinkedIn', <ExternalLink href={lead.linkedin}>{lead.linkedin}</ExternalLink>, lead.linkedin],
        ]}
      />
      {lead.skills.length > 0 && (
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
          {lead.skills.map((skill) => (
            <Chip key={skill} label={skill} size="small" data-testid="skill" />
          ))}
          {lead.moreSkills > 0 && (
            <Typography variant="caption" color="text.secondary">
              +{lead.moreSkills} more
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
};

const LinkedInBody = ({ item }: { item: SearchResultItem }) => {
  const data = itemData(item);
  const headline = textOf(data.headline);
  const company = textOf(data.company);
  const description = textOf(data.description);
  return (
    <>
      {(headline || company) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[headline, company].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {description && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {description}
        </Typography>
      )}
    </>
  );
};

const BODIES = { web: WebBody, knowledge_graph: KnowledgeGraphBody, database: DatabaseBody, linkedin: LinkedInBody };

/** One result as a card: position, type badge, score, title and link, what its kind shows, and its raw data. */
export const ResultCard = ({ item }: { item: SearchResultItem }) => {
  const [raw, setRaw] = useState(false);
  const kind = cardKind(item);
  const { title, link } = cardHeading(item);
  const displayed = textOf(itemData(item).displayed_link) || link;
  const Body = BODIES[kind];
  const dataSource = kind === 'database' ? textOf(itemData(item).data_source) : '';

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, '&:hover': { borderColor: 'primary.light' } }}
      data-testid="result-card"
      data-kind={kind}
      data-id={item.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          sx={{
            minWidth: 28,
            height: 28,
            px: 0.75,
            borderRadius: 14,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: 13,
            fontWeight: 700,
          }}
          data-testid="card-position"
        >
          {item.position ?? '–'}
        </Box>
        <Chip size="small" label={typeLabel(item.type)} color="secondary" variant="outlined" data-testid="card-type" />
        {dataSource && <Chip size="small" label={dataSource} variant="outlined" />}
        <Box sx={{ flex: 1 }} />
        <Chip
          size="small"
          label={`Score ${formatScore(scoreOf(item))}`}
          sx={{ fontVariantNumeric: 'tabular-nums', bgcolor: 'action.hover' }}
          data-testid="card-score"
        />
      </Stack>
      <Typography variant="subtitle1" component="h4" sx={{ lineHeight: 1.35 }} data-testid="card-title">
        {link ? (
          <ExternalLink href={link} underline="hover">
            {title}
          </ExternalLink>
        ) : (
          title
        )}
      </Typography>
      {displayed && (
        <Typography variant="caption" sx={{ color: 'success.main', display: 'block', overflowWrap: 'anywhere' }}>
          {displayed}
        </Typography>
      )}
      <Body item={item} />
      <Box sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setRaw((value) => !value)} data-testid="raw-toggle" sx={{ ml: -0.75 }}>
          {raw ? 'Hide raw data' : 'Show raw data'}
        </Button>
        <Collapse in={raw} unmountOnExit>
          <Box
            component="pre"
            data-testid="raw-data"
            sx={{
              m: 0,
              mt: 0.5,
              p: 1.5,
              maxHeight: 320,
              overflow: 'auto',
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1.5,
              fontSize: 12,
            }}
          >
            {JSON.stringify(item, null, 2)}
          </Box>
        </Collapse>
      </Box>
    </Paper>
  );
};
