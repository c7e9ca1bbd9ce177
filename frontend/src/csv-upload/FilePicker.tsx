import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { formatBytes } from './lib/csvFile';

/** The server's upload limit (docs/api-leads.md: 100 MB unless configured otherwise). */
export const SERVER_LIMIT_TEXT = '100 MB';

export interface FilePickerProps {
  file: File | null;
  disabled: boolean;
  onPick: (file: File) => void;
  /** Prefix of the parts' test ids: `${testId}-dropzone`, `${testId}-file-input`, … (default 'csv'). */
  testId?: string;
  /** What the drop zone asks for while no file is picked. */
  prompt?: string;
  /** The file input's accessible name. */
  inputLabel?: string;
  /** The line under the button (null: none). */
  help?: string | null;
}

/** A drop zone with a file button; hands every picked file to `onPick`, valid or not. */
export const FilePicker = ({
  file,
  disabled,
  onPick,
  testId = 'csv',
  prompt = 'Drop a CSV file here, or',
  inputLabel = 'CSV file',
  help = `Headers in the first row · CSV files up to ${SERVER_LIMIT_TEXT}`,
}: FilePickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const picked = event.dataTransfer.files[0];
    if (picked && !disabled) onPick(picked);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid={`${testId}-dropzone`}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.default',
        borderRadius: 3,
        p: 3,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={inputLabel}
        data-testid={`${testId}-file-input`}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          // Clearing the input lets the same file be picked again after an error.
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', mb: 1.5 }}>
          <InsertDriveFileOutlinedIcon color="primary" />
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid={`${testId}-file-name`}>
            {file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-file-size`}>
            {formatBytes(file.size)}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {prompt}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid={`${testId}-choose-file`}
      >
        {file ? 'Choose another file' : 'Choose CSV file'}
      </Button>
      {help && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 1.5 }}
          data-testid={`${testId}-help`}
        >
          {help}
        </Typography>
      )}
    </Box>
  );
};
