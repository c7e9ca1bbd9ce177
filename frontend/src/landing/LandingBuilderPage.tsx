import CodeIcon from '@mui/icons-material/Code';
import { Box, Card, CardContent, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../lib/notify';
import { ScreenHeader } from '../screens/ScreenHeader';
import { ColourPanel } from './ColourPanel';
import { ConfirmDiscardDialog } from './ConfirmDiscardDialog';
import { DesignCard } from './DesignCard';
import { downloadText } from '../lib/download';
import { defaultTemplateName, htmlFileName } from './lib/names';
import { PreviewFrame } from './PreviewFrame';
import { PromptCard } from './PromptCard';
import { PublishCard } from './PublishCard';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { TemplateBar } from './TemplateBar';
import { usePageState } from './usePageState';
import { useTemplates } from './useTemplates';
import { useUnsavedGuard } from './useUnsavedGuard';
import { VersionsDialog } from './VersionsDialog';

/** CodeMirror is the largest part of the builder: it loads when the editor is first opened. */
const EditorCard = lazy(() => import('./EditorCard').then((module) => ({ default: module.EditorCard })));

/** The Landing Builder tab (spec part 2 §2). Loaded lazily: it carries the HTML editor. */
const LandingBuilderPage = () => {
  const page = usePageState();
  const templates = useTemplates(page.html, page.showPage);
  const unsaved = useUnsavedGuard(templates.dirty);
  const [saveOpen, setSaveOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const hasPage = Boolean(page.html.trim());
  const current = templates.current;

  const select = (id: number | null) => {
    if (id === (current?.id ?? null)) return;
    unsaved.guard(() => {
      page.setEditMode(false);
      if (id === null) templates.unload();
      else void templates.load(id);
    });
  };

  const openSave = () => {
    if (!hasPage) notify.error('Nothing to save');
    else setSaveOpen(true);
  };

  const download = () => {
    const name = current?.name ?? defaultTemplateName(page.prompt);
    downloadText(page.html, htmlFileName(name), 'text/html');
  };

  const restore = (versionId: number) => {
    setVersionsOpen(false);
    unsaved.guard(() => void templates.restore(versionId));
  };

  const remove = () => {
    if (window.confirm(`Delete the template '${current?.name ?? ''}'? Its versions and submissions go with it.`)) {
      void templates.remove();
    }
  };

  return (
    <Box data-testid="landing-builder">
      <ScreenHeader
        title="Landing Builder"
        subtitle="Describe a page, tweak its design and colours, edit it, save it as a template and publish it."
      />
      <Stack spacing={2}>
        <PromptCard page={page} />
        <TemplateBar
          templates={templates}
          hasPage={hasPage}
          onSelect={select}
          onSave={openSave}
          onDownload={download}
          onVersions={() => setVersionsOpen(true)}
          onDelete={remove}
        />
        <DesignCard page={page} />
        <ColourPanel theme={page.theme} onChange={page.setTheme} />
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1.5 }}>
              <Typography variant="h6" component="h2">
                Preview
              </Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={page.editMode}
                    onChange={(event) => page.setEditMode(event.target.checked)}
                    disabled={!hasPage}
                    slotProps={{ input: { 'data-testid': 'landing-edit-toggle' } as object }}
                  />
                }
                label="Edit in Preview"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={editorOpen}
                    onChange={(event) => setEditorOpen(event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'landing-editor-toggle' } as object }}
                  />
                }
                label={
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <CodeIcon fontSize="small" />
                    <span>HTML editor</span>
                  </Stack>
                }
              />
              {page.editMode && (
                <Typography variant="body2" color="warning.main" role="status">
                  Click into the page and type: your edits are kept as you go.
                </Typography>
              )}
            </Stack>
            <PreviewFrame
              html={page.preview.html}
              version={page.preview.version}
              editMode={page.editMode}
              themeCss={page.themeCss}
              onEdit={page.setHtml}
            />
          </CardContent>
        </Card>
        {editorOpen && (
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading the HTML editor" />}>
            <EditorCard page={page} />
          </Suspense>
        )}
        {current && <PublishCard key={current.id} template={current} onPublished={templates.setPublished} />}
      </Stack>

      <SaveTemplateDialog
        open={saveOpen}
        defaultName={defaultTemplateName(page.prompt)}
        saving={templates.saving}
        onSave={templates.save}
        onClose={() => setSaveOpen(false)}
      />
      <VersionsDialog
        open={versionsOpen}
        templateId={current?.id ?? null}
        onClose={() => setVersionsOpen(false)}
        onRestore={restore}
      />
      <ConfirmDiscardDialog open={unsaved.confirmOpen} onConfirm={unsaved.confirm} onCancel={unsaved.cancel} />
    </Box>
  );
};

export default LandingBuilderPage;
