/** The home page's fixed blocks (SPEC 1): six hub cards and six reasons to choose us. */
export const hubCards = [
  { icon: '📋', title: 'Visa & Immigration', href: '/visa/', description: 'Visa exemption, DTV, LTR, retirement and work visas, TDAC, 90-day reporting and extensions.' },
  { icon: '🏢', title: 'Business Setup', href: '/business/', description: 'Company registration, foreign ownership rules, BOI promotion, tax and work permits.' },
  { icon: '🛡️', title: 'Insurance', href: '/insurance/', description: 'Health and travel cover that meets visa requirements, with a plan comparator.' },
  { icon: '🏠', title: 'Property', href: '/property/', description: 'Renting, buying a condo, leases, land rules, transfer fees and due diligence.' },
  { icon: '🏦', title: 'Banking', href: '/banking/', description: 'Opening an account, transfers to Thailand, ATMs, PromptPay and fees.' },
  { icon: '🎯', title: 'Leisure', href: '/leisure/', description: 'Activities across Thailand with costs, seasons, safety notes and official sources.' },
] as const;

export const whyChooseUs = [
  { icon: '🎓', title: 'Experienced team', description: 'Advisers who have guided expatriates through Thai immigration and company law for years.' },
  { icon: '⚡', title: 'Fast processing', description: 'Complete, checked applications the first time, so offices do not send you back.' },
  { icon: '✅', title: 'Reliable service', description: 'Every guide cites official sources and is reviewed on a dated schedule.' },
  { icon: '💬', title: 'English speaking', description: 'We explain every step in plain English and handle the Thai paperwork.' },
  { icon: '🤝', title: 'Personal approach', description: 'One adviser follows your case from the first question to the final stamp.' },
  { icon: '🔄', title: 'Ongoing support', description: 'Reminders for 90-day reports, extensions and renewals after you arrive.' },
] as const;
