import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DbQueryResponse, SchemaInfo } from '../leads/lib/api';
import type { LeadRow } from '../leads/lib/fields';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import {
  buildQueryRequest,
  countText,
  indexPatternError,
  initialQueryForm,
  QUERY_MESSAGES,
  type QueryForm,
} from './lib/query';

export interface QueryResults {
  rows: LeadRow[];
  total: number;
  /** 'gte': total is a lower bound. */
  totalRelation: 'eq' | 'gte';
  totalPages: number;
  page: number;
  pageSize: number;
}

interface RunOptions {
  /** Form values to use instead of the current ones (e.g. a new page size that is not in state yet). */
  form?: Partial<QueryForm>;
  /** Re-run without the "Found N results" toast (after a lead was deleted). */
  quiet?: boolean;
}

export interface DbQueryController {
  form: QueryForm;
  setForm: (change: Partial<QueryForm>) => void;
  selectedColumns: string[];
  setSelectedColumns: (columns: string[]) => void;
  results: QueryResults | null;
  running: boolean;
  queryError: string | null;
  run: (page?: number, options?: RunOptions) => Promise<void>;
  schema: SchemaInfo | null;
  schemaLoading: boolean;
  loadSchema: () => Promise<void>;
  /** After a lead is deleted: re-run the current page so it leaves the table. */
  refreshAfterDelete: () => void;
}

const DbQueryContext = createContext<DbQueryController | null>(null);

/** How long the index pattern must stay unchanged before the schema card reloads for it. */
const SCHEMA_DEBOUNCE_MS = 600;

/**
 * The DB Query tab's state, above its routes: opening a lead and coming back keeps the filters, the page and the
 * columns.
 */
export const DbQueryProvider = ({ children }: { children: ReactNode }) => {
  const notify = useNotify();
  const [form, setFormState] = useState<QueryForm>(initialQueryForm);
  const [selectedColumns, setSelectedColumns] = useState<string[]>([]);
  const [results, setResults] = useState<QueryResults | null>(null);
  const [running, setRunning] = useState(false);
  const [queryError, setQueryError] = useState<string | null>(null);
  const [schema, setSchema] = useState<SchemaInfo | null>(null);
  const [schemaLoading, setSchemaLoading] = useState(true);
  // Callbacks read the newest form and results through refs, so they keep one identity across renders.
  const formRef = useRef(form);
  const resultsRef = useRef(results);
  useLayoutEffect(() => {
    formRef.current = form;
    resultsRef.current = results;
  }, [form, results]);
  /** The pattern the schema card last asked about (null before the first visit). */
  const schemaPattern = useRef<string | null>(null);
  /** Only the newest query may write the results (pages clicked quickly). */
  const latestRun = useRef(0);

  const setForm = useCallback(
    (change: Partial<QueryForm>) => setFormState((current) => ({ ...current, ...change })),
    [],
  );

  const loadSchema = useCallback(async () => {
    const pattern = formRef.current.indexPattern.trim();
    if (indexPatternError(pattern)) return;
    schemaPattern.current = pattern;
    setSchemaLoading(true);
    try {
      setSchema(await api.get<SchemaInfo>('/db/schema-info/', { index_pattern: pattern }));
    } catch (error) {
      console.warn('Schema info failed', error);
      notify.error(QUERY_MESSAGES.schemaFailed);
    } finally {
      setSchemaLoading(false);
    }
  }, [notify]);

  // The schema card follows the index pattern: at once on the first visit, then once typing pauses.
  useEffect(() => {
    const delay = schemaPattern.current === null ? 0 : SCHEMA_DEBOUNCE_MS;
    const timer = setTimeout(() => void loadSchema(), delay);
    return () => clearTimeout(timer);
  }, [form.indexPattern, loadSchema]);

  const run = useCallback(
    async (page = 1, { form: override, quiet = false }: RunOptions = {}) => {
      const current = { ...formRef.current, ...override };
      const request = buildQueryRequest(current, page);
      const runId = ++latestRun.current;
      setRunning(true);
      setQueryError(null);
      try {
        const response = await api.post<DbQueryResponse>('/db/query/', request);
        if (runId !== latestRun.current) return;
        setResults({
          rows: response.data ?? [],
          total: response.total_count ?? 0,
          totalRelation: response.total_relation ?? 'eq',
          totalPages: response.total_pages ?? 0,
          page: response.page ?? request.page,
          pageSize: response.page_size ?? request.page_size,
        });
        const total = response.total_count ?? 0;
        if (!quiet) {
          notify.success(QUERY_MESSAGES.found(response.total_relation === 'gte' ? countText(total, 'gte') : total));
        }
      } catch (error) {
        if (runId !== latestRun.current) return;
        setQueryError(error instanceof Error ? error.message : String(error));
        notify.error(QUERY_MESSAGES.failed);
      } finally {
        if (runId === latestRun.current) setRunning(false);
      }
    },
    [notify],
  );

  const refreshAfterDelete = useCallback(() => {
    const shown = resultsRef.current;
    if (!shown) return;
    // The last row of the last page may have gone: step back a page then.
    const page = shown.rows.length === 1 && shown.page > 1 ? shown.page - 1 : shown.page;
    void run(page, { quiet: true });
    void loadSchema();
  }, [run, loadSchema]);

  const value = useMemo<DbQueryController>(
    () => ({
      form,
      setForm,
      selectedColumns,
      setSelectedColumns,
      results,
      running,
      queryError,
      run,
      schema,
      schemaLoading,
      loadSchema,
      refreshAfterDelete,
    }),
    [
      form,
      setForm,
      selectedColumns,
      results,
      running,
      queryError,
      run,
      schema,
      schemaLoading,
      loadSchema,
      refreshAfterDelete,
    ],
  );

  return <DbQueryContext.Provider value={value}>{children}</DbQueryContext.Provider>;
};

export function useDbQuery(): DbQueryController {
  const controller = useContext(DbQueryContext);
  if (!controller) throw new Error('useDbQuery must be used inside <DbQueryProvider>');
  return controller;
}
