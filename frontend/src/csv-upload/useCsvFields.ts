import { useEffect, useState } from 'react';
import type { CsvFieldsResponse } from '../leads/lib/api';
import { LEAD_FIELD_NAMES, LEAD_FIELDS } from '../leads/lib/fields';
import { api } from '../lib/httpClient';
import type { MappableField } from './lib/autoMap';

export interface CsvFieldGroups {
  company: MappableField[];
  lead: MappableField[];
}

/** The catalogue as the app was built with it, for when GET /csv/fields/ cannot be reached. */
const BUILT_IN: CsvFieldGroups = {
  company: LEAD_FIELD_NAMES.filter((name) => LEAD_FIELDS[name].group === 'company').map((name) => ({
    name,
    label: LEAD_FIELDS[name].label,
  })),
  lead: LEAD_FIELD_NAMES.filter((name) => LEAD_FIELDS[name].group === 'lead').map((name) => ({
    name,
    label: LEAD_FIELDS[name].label,
  })),
};

/** The columns the server accepts, grouped company / lead (GET /csv/fields/). */
export function useCsvFields(): { groups: CsvFieldGroups; loading: boolean } {
  const [groups, setGroups] = useState<CsvFieldGroups | null>(null);

  useEffect(() => {
    let active = true;
    api
      .get<CsvFieldsResponse>('/csv/fields/')
      .then((response) => {
        if (active) setGroups({ company: response.fields.company, lead: response.fields.lead });
      })
      .catch((error: unknown) => {
        console.warn('Could not load the CSV fields; using the built-in list', error);
        if (active) setGroups(BUILT_IN);
      });
    return () => {
      active = false;
    };
  }, []);

  return { groups: groups ?? BUILT_IN, loading: groups === null };
}
