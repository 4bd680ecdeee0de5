import type { BeverageApi } from '@domain/api/beverages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { beverageBody, formProblem, formValuesOf, type BeverageFormValues } from '../common/BeverageFields';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/**
 * The product edit page's state: the beverage (none for 'new'), the form's values filled from it,
 * the chosen image file, and saving (a new beverage first, then the image, then an edit's fields).
 */
export function useProductEdit(id: string) {
  const isNew = id === 'new';
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const beverage = useQuery({
    queryKey: ['beverageinventory', id],
    queryFn: () => dp.call<BeverageApi>('GET', `beverageinventory/${encodeURIComponent(id)}`),
    enabled: !isNew,
  });
  const [values, setValues] = useState<BeverageFormValues | null>(
    isNew ? formValuesOf({ pack_Type: 'Bottle', pack_Quantity: 1 }) : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  if (beverage.data && !values) setValues(formValuesOf(beverage.data));

  const save = async () => {
    if (!values) return;
    const problem = formProblem(values);
    if (problem) return setError({ text: problem });
    setSaving(true);
    setError(null);
    try {
      let beverageId = Number(id);
      if (isNew) {
        beverageId = (await dp.call<BeverageApi>('POST', 'beverageinventory', { id: 0, ...beverageBody(values) })).id;
      }
      // The image first: a refused image (type, size) then leaves the fields unsaved too.
      if (file) {
        const form = new FormData();
        form.append('id', String(beverageId));
        form.append('file', file);
        await dp.upload('beverageinventory/upload', form);
      }
      if (!isNew)
        await dp.call('PUT', 'beverageinventory/UpdateAllBeverage', [{ id: beverageId, ...beverageBody(values) }]);
      await queryClient.invalidateQueries();
      notify('Changes saved', { type: 'success' });
      navigate('/super-admin/inventory-page');
    } catch (e) {
      setError({ text: SAVE_FAILED, detail: serverMessage(e) });
    } finally {
      setSaving(false);
    }
  };
  return { isNew, beverage, values, setValues, file, setFile, error, saving, save };
}
