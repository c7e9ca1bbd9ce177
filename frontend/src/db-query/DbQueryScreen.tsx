import { Route, Routes } from 'react-router-dom';
import { LeadDetail } from '../leads';
import { DbQueryProvider, useDbQuery } from './DbQueryContext';
import { DbQueryPage } from './DbQueryPage';

const LeadRoute = () => {
  const { refreshAfterDelete } = useDbQuery();
  return <LeadDetail backTo="/db-query" onDeleted={refreshAfterDelete} />;
};

/** The DB Query tab: the query at /db-query, a lead at /db-query/leads/:id; the query survives the round trip. */
export const DbQueryScreen = () => (
  <DbQueryProvider>
    <Routes>
      <Route index element={<DbQueryPage />} />
      <Route path="leads/:id" element={<LeadRoute />} />
    </Routes>
  </DbQueryProvider>
);
