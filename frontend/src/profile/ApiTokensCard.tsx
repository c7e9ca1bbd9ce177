import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/httpClient';
import { ScrollArea } from '../screens/ScrollHint';
import { CreateApiTokenDialog, RevokeApiTokenDialog } from './ApiTokenDialogs';
import { TOKEN_MESSAGES, TOKENS_PATH, tokenCells, type ApiToken, type ApiTokenList } from './apiTokens';

const COLUMNS = ['Name', 'Created', 'Last used', 'Expires', 'Actions'] as const;

/** Personal API tokens: the list (never the secrets), create (the secret shown once) and revoke. */
export const ApiTokensCard = () => {
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const load = useCallback(async () => {
    try {
      setTokens((await api.get<ApiTokenList>(TOKENS_PATH)).tokens);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Card data-testid="api-tokens" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            API tokens
          </Typography>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="api-token-create"
          >
            Create token
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          For scripts and integrations: send a token as <code>Authorization: Bearer &lt;token&gt;</code>. It acts with
          your account&apos;s rights. See the{' '}
          <Link href="/api/docs" target="_blank" rel="noopener">
            API reference
          </Link>
          .
        </Typography>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                Retry
              </Button>
            }
          >
            {TOKEN_MESSAGES.loadFailed}
          </Alert>
        ) : !tokens ? (
          <Skeleton variant="rounded" height={80} />
        ) : !tokens.length ? (
          <Box sx={{ py: 3, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary" data-testid="api-tokens-empty">
              No API tokens yet
            </Typography>
          </Box>
        ) : (
          <ScrollArea label="API tokens table" testId="api-tokens-scroll">
            <Table size="small" aria-label="API tokens">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'Actions' ? 'right' : 'left'}
                      sx={{ color: 'text.secondary', fontWeight: 600 }}
                    >
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {tokens.map((token) => {
                  const cells = tokenCells(token);
                  return (
                    <TableRow key={token.id} data-testid="api-token-row" data-token-id={token.id}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
                          {token.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                          {token.prefix}…
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{cells.created}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="api-token-last-used">
                        {cells.lastUsed}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {cells.expired ? <Chip label="Expired" size="small" color="warning" /> : cells.expires}
                      </TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setRevoking(token)}
                          aria-label={`Revoke token ${token.name}`}
                          data-testid="api-token-revoke"
                        >
                          Revoke
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollArea>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} onCreated={() => void load()} />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} onRevoked={() => void load()} />
    </Card>
  );
};
