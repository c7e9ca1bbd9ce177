import { Box, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import type { components } from '@leadscope/shared/api-types';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../common/useFormState';
import { downloadJson, exportFileName } from '../lib/download';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { hasErrors, MESSAGES, validateExportDates } from '../lib/validation';
import { FormDialogActions } from './FormDialogActions';

const ExportDataForm = ({ onClose }: { onClose: () => void }) => {
  const { values, errors, setErrors, setField } = useFormState({ start_date: '', end_date: '' });
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  // The date-order error belongs to the pair: editing either date clears it.
  const setDate = (name: 'start_date' | 'end_date', value: string) => {
    setField(name, value);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateExportDates(values);
    if (hasErrors(problems)) {
      setErrors(problems);
      notify.error(MESSAGES.startAfterEndToast);
      return;
    }
    setBusy(true);
    try {
      const response = await api.get<components['schemas']['UserExportResponseDto']>('/auth/export/', values);
      downloadJson(response.data, exportFileName());
      notify.success('Export ready');
      onClose();
    } catch {
      notify.error('Export failed');
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Export data" data-testid="export-form">
      <DialogContent sx={{ pt: 1 }}>
        <DialogContentText sx={{ mb: 2.5 }}>
          Download your account and activity as a JSON file. Leave the dates empty to export everything.
        </DialogContentText>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField
            name="start_date"
            id="start_date"
            label="Start date"
            type="date"
            value={values.start_date}
            onChange={(event) => setDate('start_date', event.target.value)}
            error={Boolean(errors.start_date)}
            helperText={errors.start_date ?? ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'export-start-date' } }}
          />
          <TextField
            name="end_date"
            id="end_date"
            label="End date"
            type="date"
            value={values.end_date}
            onChange={(event) => setDate('end_date', event.target.value)}
            helperText=" "
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'export-end-date' } }}
          />
        </Box>
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={busy} label="Export" testId="export-submit" />
    </Box>
  );
};

export const ExportDataDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-data-title">
    <DialogTitle id="export-data-title">Export Data</DialogTitle>
    <ExportDataForm onClose={onClose} />
  </Dialog>
);
