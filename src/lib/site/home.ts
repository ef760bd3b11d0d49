/** The home page's fixed blocks: a services card per section, and six reasons to choose us. */
import { homeSections } from './sections.ts';
import type { IconName } from './icons.ts';

export const hubCards = homeSections().map((s) => ({
  icon: s.icon,
  title: s.home.title,
  href: s.path,
  description: s.home.description,
}));

export const whyChooseUs: readonly { icon: IconName; title: string; description: string }[] = [
  {
    icon: 'graduation-cap',
    title: 'Experienced team',
    description: 'Advisers who have guided expatriates through Thai immigration and company law for years.',
  },
  {
    icon: 'zap',
    title: 'Fast processing',
    description: 'Complete, checked applications the first time, so offices do not send you back.',
  },
  {
    icon: 'badge-check',
    title: 'Reliable service',
    description: 'Every guide cites official sources and is reviewed on a dated schedule.',
  },
  {
    icon: 'message-circle',
    title: 'English speaking',
    description: 'We explain every step in plain English and handle the Thai paperwork.',
  },
  {
    icon: 'handshake',
    title: 'Personal approach',
    description: 'One adviser follows your case from the first question to the final stamp.',
  },
  {
    icon: 'refresh-cw',
    title: 'Ongoing support',
    description: 'Reminders for 90-day reports, extensions and renewals after you arrive.',
  },
];
