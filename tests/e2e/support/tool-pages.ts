/**
 * Every page whose purpose is a tool, by its stable route: the suites that
 * check what a phone visitor sees first (tests/e2e/first-screen.e2e.ts) take
 * their list here. A new tool page is one more line.
 */
export interface ToolPage {
  /** What the tool is, for the test's name. */
  name: string;
  path: string;
  /**
   * What the first screen holds with JavaScript off: the tool's first control when the tool works without
   * JavaScript (a form that posts, a list that shows every card), else a notice that it needs JavaScript with a
   * link to its worked examples.
   */
  withoutJavaScript: 'control' | 'notice';
}

export const toolPages: readonly ToolPage[] = [
  { name: 'plan comparator', path: '/insurance/resources/', withoutJavaScript: 'notice' },
  { name: 'plan comparator (Thai)', path: '/th/insurance/resources/', withoutJavaScript: 'notice' },
  { name: 'stay calculator', path: '/visa/stay-calculator/', withoutJavaScript: 'notice' },
  { name: 'stay calculator (Thai)', path: '/th/visa/stay-calculator/', withoutJavaScript: 'notice' },
  { name: 'retirement money planner', path: '/visa/retirement-money-planner/', withoutJavaScript: 'notice' },
  { name: 'retirement money planner (Thai)', path: '/th/visa/retirement-money-planner/', withoutJavaScript: 'notice' },
  { name: 'tax-residence day counter', path: '/business/tax-residence-days/', withoutJavaScript: 'notice' },
  { name: 'tax-residence day counter (Thai)', path: '/th/business/tax-residence-days/', withoutJavaScript: 'notice' },
  { name: 'visa quiz (visa hub)', path: '/visa/', withoutJavaScript: 'notice' },
  { name: 'visa quiz (Thai visa hub)', path: '/th/visa/', withoutJavaScript: 'notice' },
  { name: 'hub filters (business hub)', path: '/business/', withoutJavaScript: 'control' },
  { name: 'hub filters (Thai business hub)', path: '/th/business/', withoutJavaScript: 'control' },
  { name: 'activity filters', path: '/leisure/activities/', withoutJavaScript: 'control' },
  { name: 'site search', path: '/search/', withoutJavaScript: 'notice' },
  { name: 'site search (Thai)', path: '/th/search/', withoutJavaScript: 'notice' },
  { name: 'news search', path: '/news/', withoutJavaScript: 'notice' },
  { name: 'contact form', path: '/contact/', withoutJavaScript: 'control' },
  { name: 'contact form (Thai)', path: '/th/contact/', withoutJavaScript: 'control' },
  { name: 'consultation booking', path: '/contact/book/', withoutJavaScript: 'control' },
  { name: 'consultation booking (Thai)', path: '/th/contact/book/', withoutJavaScript: 'control' },
];
