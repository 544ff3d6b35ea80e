import type { LocalizedText } from '@uaeaf/contracts';

export interface MenuEntrySeed {
  title: LocalizedText;
  href: string;
  children?: MenuEntrySeed[];
}

interface MenuSeed {
  categoryId: number;
  title: LocalizedText;
  entries: MenuEntrySeed[];
}

// A group opens its first page when clicked, so its href repeats its first child's.
const mainNavigation: MenuEntrySeed[] = [
  { title: { ar: 'الرئيسية', en: 'Home' }, href: '/' },
  {
    title: { ar: 'الاتحاد', en: 'Federation' },
    href: '/about-us',
    children: [
      { title: { ar: 'من نحن', en: 'About us' }, href: '/about-us' },
      { title: { ar: 'مجلس الإدارة', en: 'Board of directors' }, href: '/board-of-directors' },
      { title: { ar: 'كلمة رئيس مجلس الإدارة', en: 'Speech of the chairman' }, href: '/speech-of-chairman' },
      { title: { ar: 'استراتيجية الاتحاد', en: 'Federation strategy' }, href: '/federation-strategy' },
    ],
  },
  {
    title: { ar: 'المركز الإعلامي', en: 'Media' },
    href: '/news',
    children: [
      { title: { ar: 'الأخبار', en: 'News' }, href: '/news' },
      { title: { ar: 'المقالات', en: 'Articles' }, href: '/articles' },
      { title: { ar: 'معرض الصور', en: 'Gallery' }, href: '/gallery' },
      { title: { ar: 'التعاميم', en: 'Circulars' }, href: '/circulars' },
    ],
  },
  { title: { ar: 'الأندية', en: 'Clubs' }, href: '/clubs' },
  {
    title: { ar: 'التدريب', en: 'Training' },
    href: '/training-centers',
    children: [
      { title: { ar: 'مراكز التدريب', en: 'Training centres' }, href: '/training-centers' },
      { title: { ar: 'الدورات التدريبية', en: 'Training courses' }, href: '/training-courses' },
    ],
  },
  {
    title: { ar: 'البطولات', en: 'Tournaments' },
    href: '/tournament/Local',
    children: [
      { title: { ar: 'البطولات المحلية', en: 'Local' }, href: '/tournament/Local' },
      { title: { ar: 'البطولات المفتوحة', en: 'Open' }, href: '/tournament/Open' },
      { title: { ar: 'البطولات الدولية', en: 'International' }, href: '/tournament/International' },
      { title: { ar: 'الأنشطة', en: 'Activities' }, href: '/tournament/Activities' },
      {
        title: { ar: 'الأنشطة المجتمعية', en: 'Community activities' },
        href: '/tournament/Communityactivities',
      },
      { title: { ar: 'النتائج', en: 'Results' }, href: '/results' },
      { title: { ar: 'التصنيف الوطني', en: 'National rankings' }, href: '/rankings' },
      { title: { ar: 'الأرقام القياسية الوطنية', en: 'National records' }, href: '/records' },
    ],
  },
  { title: { ar: 'اتصل بنا', en: 'Contact us' }, href: '/contact-us' },
];

export const menuSeeds: MenuSeed[] = [
  { categoryId: 1, title: { ar: 'اتحاد الإمارات للقوس والسهم', en: 'UAE Archery Federation' }, entries: [] },
  { categoryId: 35, title: { ar: 'القائمة الرئيسية', en: 'Main navigation' }, entries: mainNavigation },
];
