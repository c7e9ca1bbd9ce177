import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { landingApi, type TemplateVersion } from './api';
import { formatDateTime, formatSize } from './format';

/** The template's earlier versions (newest first) with Restore. */
export const VersionsDialog = ({
  templateId,
  open,
  onClose,
  onRestore,
}: {
  templateId: number | null;
  open: boolean;
  onClose: () => void;
  onRestore: (versionId: number) => void;
}) => {
  const [versions, setVersions] = useState<TemplateVersion[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || templateId === null) return;
    let cancelled = false;
    setVersions(null);
    setFailed(false);
    landingApi
      .versions(templateId)
      .then((list) => !cancelled && setVersions(list))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [open, templateId]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="landing-versions-title"
      data-testid="landing-versions-dialog"
    >
      <DialogTitle id="landing-versions-title">Version history</DialogTitle>
      <DialogContent dividers>
        {failed && <Alert severity="error">Failed to load the versions</Alert>}
        {!failed && versions === null && <CircularProgress size={24} aria-label="Loading versions" />}
        {versions?.length === 0 && <Alert severity="info">No earlier versions yet: every Update keeps one.</Alert>}
        {versions && versions.length > 0 && (
          <List dense>
            {versions.map((version) => (
              <ListItem
                key={version.id}
                data-testid="landing-version"
                secondaryAction={
                  <Button size="small" onClick={() => onRestore(version.id)} data-testid="landing-version-restore">
                    Restore
                  </Button>
                }
              >
                <ListItemText
                  primary={version.name}
                  secondary={`${formatDateTime(version.created_at)} · ${formatSize(version.size)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
