import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import HistoryIcon from '@mui/icons-material/History';
import SaveIcon from '@mui/icons-material/Save';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Card, CardContent, Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { TemplatesState } from './useTemplates';

const NEW_TEMPLATE = 'new';

interface TemplateBarProps {
  templates: TemplatesState;
  hasPage: boolean;
  /** Switching template goes through the unsaved-changes question. */
  onSelect: (id: number | null) => void;
  onSave: () => void;
  onDownload: () => void;
  onVersions: () => void;
  onDelete: () => void;
}

/** The saved-template selector, Save (new template) or Update (loaded template), history and Download HTML. */
export const TemplateBar = ({
  templates,
  hasPage,
  onSelect,
  onSave,
  onDownload,
  onVersions,
  onDelete,
}: TemplateBarProps) => {
  const { current, saving } = templates;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            select
            label="Saved templates"
            size="small"
            value={current ? String(current.id) : NEW_TEMPLATE}
            onChange={(event) => onSelect(event.target.value === NEW_TEMPLATE ? null : Number(event.target.value))}
            sx={{ minWidth: 260 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'landing-template-select' } as object } }}
          >
            <MenuItem value={NEW_TEMPLATE}>
              <em>New template</em>
            </MenuItem>
            {templates.templates.map((template) => (
              <MenuItem key={template.id} value={String(template.id)} data-testid="landing-template-option">
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          {current ? (
            <Button
              variant="contained"
              startIcon={<SyncIcon />}
              onClick={() => void templates.update()}
              disabled={saving}
              data-testid="landing-update"
            >
              Update
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={onSave}
              disabled={saving}
              data-testid="landing-save"
            >
              Save
            </Button>
          )}
          {templates.dirty && (
            <Chip
              size="small"
              variant="outlined"
              label="Unsaved changes"
              sx={{ borderColor: 'warning.main', color: 'text.primary' }}
              data-testid="landing-dirty"
            />
          )}
          <Stack direction="row" sx={{ ml: 'auto', gap: 1, flexWrap: 'wrap' }}>
            {current && (
              <>
                <Button startIcon={<HistoryIcon />} onClick={onVersions} data-testid="landing-versions">
                  Version history
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutlinedIcon />}
                  onClick={onDelete}
                  data-testid="landing-delete"
                >
                  Delete
                </Button>
              </>
            )}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={onDownload}
              disabled={!hasPage}
              data-testid="landing-download"
            >
              Download HTML
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
