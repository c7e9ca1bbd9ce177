import { useCallback, useState } from 'react';
import { ApiError } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { csvPersonaApi } from './api';
import { saveBlob } from '../lib/download';
import { CSV_PERSONA_MESSAGES } from './lib/messages';

/** Downloads a session's CSV: 'CSV downloaded successfully!', else the server's error or 'Failed to download CSV'. */
export function useDownload() {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = useCallback(
    async (id: string | number, includeEmail: boolean) => {
      setBusyId(String(id));
      try {
        const { blob, fileName } = await csvPersonaApi.download(id, includeEmail);
        saveBlob(blob, fileName);
        notify.success(CSV_PERSONA_MESSAGES.downloaded);
      } catch (error) {
        const serverText = error instanceof ApiError && error.status > 0 && hasErrorField(error.body);
        notify.error(serverText ? (error as ApiError).message : CSV_PERSONA_MESSAGES.downloadFailed);
      } finally {
        setBusyId(null);
      }
    },
    [notify],
  );

  return { download, busyId };
}

const hasErrorField = (body: unknown) =>
  Boolean(body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string');
