import {
  Box,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ScrollArea } from '../screens/ScrollHint';
import {
  formatCredits,
  formatDateTime,
  formatMoney,
  transactionStatusColor,
  transactionStatusLabel,
  transactionTypeLabel,
} from './libFormat';
import type { Transaction } from './types';

/** Only completed rows moved the balance: pending and failed ones stay grey. */
const creditsColor = (row: Transaction) => {
  if (row.status !== 'completed' || row.credits === 0) return 'text.secondary';
  return row.credits > 0 ? 'success.main' : 'error.main';
};

const COLUMNS = ['Date', 'Type', 'Credits', 'Amount', 'Status'] as const;

/** Recent Transactions: the newest ledger rows (Date, Type, Credits, Amount, Status). */
export const TransactionsCard = ({
  transactions,
  loading,
}: {
  transactions: Transaction[] | null;
  loading: boolean;
}) => (
  <Card data-testid="recent-transactions">
    <CardContent sx={{ p: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        Recent Transactions
      </Typography>
      {loading && !transactions ? (
        <Skeleton variant="rounded" height={120} />
      ) : !transactions?.length ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="transactions-empty">
            No transactions yet
          </Typography>
        </Box>
      ) : (
        <ScrollArea label="Recent transactions table" testId="transactions-scroll">
          <Table size="small" aria-label="Recent transactions">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'Credits' || column === 'Amount' ? 'right' : 'left'}
                    sx={{ color: 'text.secondary', fontWeight: 600 }}
                  >
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((row) => (
                <TableRow
                  key={row.id}
                  data-testid="transaction-row"
                  data-type={row.type}
                  data-status={row.status}
                  title={row.description ?? undefined}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
                  <TableCell>{transactionTypeLabel(row.type)}</TableCell>
                  <TableCell
                    align="right"
                    data-testid="transaction-credits"
                    sx={{ fontWeight: 600, color: creditsColor(row) }}
                  >
                    {formatCredits(row.credits)}
                  </TableCell>
                  <TableCell align="right" data-testid="transaction-amount">
                    {formatMoney(row.payment_amount)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      label={transactionStatusLabel(row.status)}
                      color={transactionStatusColor(row.status)}
                      size="small"
                      variant="outlined"
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </CardContent>
  </Card>
);
