/**
 * Boxes of related links on guide pages, chosen by the guide's slug:
 * employment guides point to the work visas, foreign-ownership guides to the
 * other ways a foreign business can be set up.
 */
interface RelatedBox {
  heading: string;
  links: { label: string; href: string }[];
}

/** The boxes by section, then by what a guide's slug contains. */
const boxesBySection: Partial<Record<string, Record<string, RelatedBox>>> = {
  business: {
    employment: {
      heading: 'Related visa guides',
      links: [
        { label: 'Non-Immigrant visas (work, family, study, retirement)', href: '/visa/non-immigrant/' },
        { label: 'After arrival: reporting, extensions and re-entry', href: '/visa/after-arrival/' },
      ],
    },
    'foreign-ownership': {
      heading: 'Related topics',
      links: [
        { label: 'BOI promotion', href: '/business/boi/' },
        { label: 'Representative and branch offices', href: '/business/rep-branch/' },
      ],
    },
  },
};

export function relatedBoxesFor(section: string, slug: string): RelatedBox[] {
  return Object.entries(boxesBySection[section] ?? {})
    .filter(([slugContains]) => slug.includes(slugContains))
    .map(([, box]) => box);
}
