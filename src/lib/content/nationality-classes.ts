/**
 * The classes of the nationality records (content/visa-rules/nationalities.yaml): the allowances, most favourable
 * first (a nationality on several lists gets the first), and the shorter visitor extension. Kept apart from the
 * schemas so the stay calculator's island can rank them without bundling zod.
 */
export const allowanceClasses = ['bilateral-90', 'exempt-60', 'exempt-30', 'voa-15', 'visa-needed'] as const;
