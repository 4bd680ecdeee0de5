import type { AttributeListResource, AttributeUsageApi } from '@domain/api/beverages';
import { cleanAttributeValues } from '@domain/attribute-lists';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/**
 * One attribute list's edits: add the typed value, or remove the chosen one after saying how many
 * master products use it. `onSave` saves the whole list and answers why it failed, or null.
 */
export function useAttributeListEdit(
  list: AttributeListResource,
  onSave: (values: string[]) => Promise<string | null>,
) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const values = list.values;
  const [chosen, setChosen] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ value: string; products: number } | null>(null);

  const save = async (next: string[]) => {
    setBusy(true);
    const failed = await onSave(next);
    setBusy(false);
    setProblem(failed);
    return !failed;
  };
  const add = async () => {
    const value = input.trim();
    if (!value) return; // spec 5: blank values are ignored
    // A comma would split the value in two (the lists travel comma-joined): refused with the reason.
    const cleaned = cleanAttributeValues([...values, value]);
    if ('error' in cleaned) return setProblem(cleaned.error);
    if (await save(cleaned.values)) setInput('');
  };
  /** Remove asks first, saying how many master products use the value. */
  const askRemove = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const usage = await dp.call<AttributeUsageApi>(
        'GET',
        `admin/attribute-lists/${encodeURIComponent(list.propName)}/usage?value=${encodeURIComponent(chosen)}`,
      );
      setConfirming({ value: chosen, products: usage.products });
    } catch (e) {
      setProblem(serverMessage(e) || SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const value = confirming?.value;
    setConfirming(null);
    if (value && (await save(values.filter((v) => v !== value)))) setChosen(null);
  };
  const type = (text: string) => (setInput(text), setProblem(null));
  return { chosen, setChosen, input, type, problem, busy, confirming, setConfirming, add, askRemove, remove };
}
