import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { duplicateOf, landingApi, type Template, type TemplateSummary } from './api';
import { hasUnsavedChanges } from './lib/dirty';
import { templateNameOrUntitled } from './lib/names';

/**
 * Saved templates: the list, the loaded one ('loaded template' mode) or none ('new template' mode), and what was
 * last saved or loaded, against which unsaved changes are measured.
 */
export function useTemplates(html: string, showPage: (html: string) => void) {
  const [templates, setTemplates] = useState<TemplateSummary[]>([]);
  const [current, setCurrent] = useState<TemplateSummary | null>(null);
  const [baseline, setBaseline] = useState('');
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const reload = useCallback(async () => {
    try {
      const list = await landingApi.list();
      setTemplates(list);
      setCurrent((loaded) => (loaded ? (list.find((t) => t.id === loaded.id) ?? loaded) : null));
    } catch (error) {
      console.warn('[landing] templates unavailable', error);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  /**
   * Makes this template the loaded one. After a save the page is replaced only when the server stored it
   * differently (it sanitises every page), so what is shown is what was saved.
   */
  const adopt = useCallback(
    (template: Template, sent?: string) => {
      setCurrent(template);
      setBaseline(template.html);
      if (sent === undefined || template.html !== sent) showPage(template.html);
      void reload();
    },
    [reload, showPage],
  );

  const load = useCallback(
    async (id: number) => {
      try {
        adopt(await landingApi.get(id));
        notify.success('Template loaded');
      } catch {
        notify.error('Failed to load template');
      }
    },
    [adopt],
  );

  /** Back to 'new template' mode; the page stays, as an unsaved copy. */
  const unload = useCallback(() => {
    setCurrent(null);
    setBaseline('');
  }, []);

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  /** POST the page under this name; a clash with a template the server names updates that template instead. */
  const save = (name: string) =>
    run(async () => {
      const finalName = templateNameOrUntitled(name);
      try {
        adopt(await landingApi.create(finalName, html), html);
        notify.success('Template saved');
      } catch (error) {
        const { duplicate, templateId } = duplicateOf(error);
        if (!duplicate) {
          notify.error('Save failed');
        } else if (templateId === undefined) {
          notify.error('Template name already exists');
        } else {
          try {
            adopt(await landingApi.update(templateId, { html }), html);
            notify.success('Name existed; updated existing template');
          } catch {
            notify.error('Save failed');
          }
        }
      }
    });

  const update = () =>
    run(async () => {
      if (!current) return;
      if (!html.trim()) {
        notify.error('Nothing to update');
        return;
      }
      try {
        adopt(await landingApi.update(current.id, { html }), html);
        notify.success('Template updated');
      } catch {
        notify.error('Update failed');
      }
    });

  const remove = () =>
    run(async () => {
      if (!current) return;
      try {
        await landingApi.remove(current.id);
        unload();
        await reload();
        notify.success('Template deleted');
      } catch {
        notify.error('Delete failed');
      }
    });

  const restore = (versionId: number) =>
    run(async () => {
      if (!current) return;
      try {
        adopt(await landingApi.restore(current.id, versionId));
        notify.success('Version restored');
      } catch {
        notify.error('Restore failed');
      }
    });

  /** Publishing changes only the template's public state, never the page. */
  const setPublished = (published: boolean, publicUrl: string | null) =>
    setCurrent((loaded) => (loaded ? { ...loaded, published, public_url: publicUrl } : loaded));

  return {
    templates,
    current,
    saving,
    dirty: hasUnsavedChanges(html, baseline),
    reload,
    load,
    unload,
    save,
    update,
    remove,
    restore,
    setPublished,
  };
}

export type TemplatesState = ReturnType<typeof useTemplates>;
