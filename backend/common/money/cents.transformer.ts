import { ValueTransformer } from 'typeorm';

/** bigint/integer cents columns come back from pg as strings when bigint; keep them numbers. */
export const centsTransformer: ValueTransformer = {
  to: (value?: number | null) => (value === undefined || value === null ? value : Math.round(value)),
  from: (value?: string | number | null) => (value === undefined || value === null ? value : Number(value)),
};
