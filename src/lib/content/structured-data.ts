/** schema.org structured data for hubs and guides (JSON-LD), as plain objects. */
import type { HubExtras } from './schemas.ts';

/** A question and its answer, as a hub's FAQ block holds them (content/hubs/{section}.yaml). */
export type FaqItem = HubExtras['faq'][number];

/** FAQPage for questions that are also shown on the page. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

interface HowToInput {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. "P30D". */
  totalTime: string;
  cost: { currency: string; minValue: number; maxValue: number };
  steps: readonly { name: string; text: string; url?: string }[];
}

/** HowTo for a guide that walks through a procedure. */
export function howToJsonLd(howTo: HowToInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: howTo.name,
    description: howTo.description,
    totalTime: howTo.totalTime,
    estimatedCost: {
      '@type': 'MonetaryAmount',
      currency: howTo.cost.currency,
      minValue: howTo.cost.minValue,
      maxValue: howTo.cost.maxValue,
    },
    step: howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      ...(step.url ? { url: step.url } : {}),
    })),
  };
}
