/** The values activities are filtered by. Plain constants, so browser code can use them without zod. */
export const leisureTypes = [
  'water',
  'nature',
  'culture',
  'culinary',
  'adventure',
  'family',
  'wellness',
  'nightlife',
] as const;
export const leisureRegions = ['bangkok', 'phuket', 'chiang-mai', 'krabi', 'hua-hin', 'pattaya', 'samui'] as const;
export const leisureIntensities = ['relaxed', 'moderate', 'intense'] as const;
export const costTiers = ['$', '$$', '$$$'] as const;
