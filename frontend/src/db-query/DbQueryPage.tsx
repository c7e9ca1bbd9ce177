import { Stack } from '@mui/material';
import { ScreenHeader } from '../screens/ScreenHeader';
import { QueryControls } from './QueryControls';
import { ResultsTable } from './ResultsTable';
import { SchemaCard } from './SchemaCard';

/** The admin DB Query tab: schema info, the query form with its filters, and the results. */
export const DbQueryPage = () => (
  <>
    <ScreenHeader title="DB Query" subtitle="Query the lead database directly: filter, sort, page, open a lead." />
    <Stack spacing={3}>
      <SchemaCard />
      <QueryControls />
      <ResultsTable />
    </Stack>
  </>
);
