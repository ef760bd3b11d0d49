/**
 * Boxes of related links on guide pages, chosen by the guide's slug:
 * employment guides point to the work visas, foreign-ownership guides to the
 * other ways a foreign business can be set up.
 */
interface RelatedBox {
  heading: string;
  links: { label: string; href: string }[];
}

const rules: { section: string; slugContains: string; box: RelatedBox }[] = [
  {
    section: 'business',
    slugContains: 'employment',
    box: {
      heading: 'Related visa guides',
      links: [
        { label: 'Non-Immigrant visas (work, family, study, retirement)', href: '/visa/non-immigrant/' },
        { label: 'After arrival: reporting, extensions and re-entry', href: '/visa/after-arrival/' },
      ],
    },
  },
  {
    section: 'business',
    slugContains: 'foreign-ownership',
    box: {
      heading: 'Related topics',
      links: [
        { label: 'BOI promotion', href: '/business/boi/' },
        { label: 'Representative and branch offices', href: '/business/rep-branch/' },
      ],
    },
  },
];

export function relatedBoxesFor(section: string, slug: string): RelatedBox[] {
  return rules.filter((rule) => rule.section === section && slug.includes(rule.slugContains)).map((rule) => rule.box);
}
