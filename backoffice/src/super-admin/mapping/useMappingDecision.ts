import type { BeverageApi } from '@domain/api/beverages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { beverageBody, formProblem, type BeverageFormValues } from '../common/BeverageFields';
import { serverMessage } from '../common/errors';
import { MAPPING_UPDATED, SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';
import { MAPPING_RESOURCE } from './useMappingQueue';

/** The react-admin resource of the mapping edit page (API resource 'mapping-items', see superAdminDataProvider). */
export const MAPPING_EDIT_RESOURCE = 'mapping-edit-page';

/**
 * The mapping edit page's decision on a pending item: map it to the chosen lookup item (keeping
 * its number), or save the corrected entry as a new product (id 0). Success returns to `back`.
 */
export function useMappingDecision(itemNumber: string, webUrl: string, back: string) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BeverageFormValues | null>(null);
  const [selected, setSelected] = useState<BeverageApi | null>(null);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const decide = async (body: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      await dp.call('POST', 'beverageinventory', {
        ...body,
        item_Number: itemNumber,
        is_Review_Pending: false,
        is_Approved: true,
        webUrl,
      });
      // The mapping page's list and counts refresh.
      queryClient.invalidateQueries({ queryKey: [MAPPING_RESOURCE] });
      // This page's own record is no longer pending: marked stale without asking for it again (a 404).
      queryClient.invalidateQueries({ queryKey: [MAPPING_EDIT_RESOURCE], refetchType: 'none' });
      queryClient.invalidateQueries({ queryKey: ['pendinginventory'] });
      notify(MAPPING_UPDATED, { type: 'success' });
      navigate(back);
    } catch (e) {
      setError({ text: SAVE_FAILED, detail: serverMessage(e) });
    } finally {
      setSaving(false);
    }
  };
  const mapToExisting = () => selected && decide({ id: selected.id });
  const saveAsNew = () => {
    if (!values) return;
    const problem = formProblem(values);
    if (problem) return setError({ text: problem });
    // Spec 4: save-as-new resets id to 0.
    decide({ ...beverageBody(values), id: 0 });
  };
  return { values, setValues, selected, setSelected, error, saving, mapToExisting, saveAsNew };
}
