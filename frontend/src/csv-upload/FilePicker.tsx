import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { formatBytes } from './lib/csvFile';

/** The server's upload limit (docs/api-leads.md: 100 MB unless configured otherwise). */
export const SERVER_LIMIT_TEXT = '100 MB';

/** A drop zone with a file button; hands every picked file to `onPick`, valid or not. */
export const FilePicker = ({
  file,
  disabled,
  onPick,
}: {
  file: File | null;
  disabled: boolean;
  onPick: (file: File) => void;
}) => {
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
      data-testid="csv-dropzone"
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
        data-testid="csv-file-input"
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
          <Typography sx={{ fontWeight: 600 }} data-testid="csv-file-name">
            {file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="csv-file-size">
            {formatBytes(file.size)}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Drop a CSV file here, or
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="csv-choose-file"
      >
        {file ? 'Choose another file' : 'Choose CSV file'}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }} data-testid="csv-help">
        Headers in the first row · CSV files up to {SERVER_LIMIT_TEXT}
      </Typography>
    </Box>
  );
};
