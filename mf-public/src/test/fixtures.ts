import type {
  ArticleDetail,
  BoardMember,
  CareerOpening,
  CircularSummary,
  ClubDetail,
  ContentImage,
  GalleryAlbumDetail,
  GalleryPhoto,
  InformationPage,
  InformationPageSlug,
  LinkListPage,
  LinkListSlug,
  NewsDetail,
  Partner,
  Slide,
  TrainingCentreDetail,
  TrainingCourseOffer,
} from '@uaeaf/contracts';
import { InformationPageSlugs, LinkListSlugs } from '@uaeaf/contracts';

/** Content as the API answers it, for the unit tests' stubbed fetch. */

export const image = (path: string, width = 1200, height = 800): ContentImage => ({
  path,
  width,
  height,
  alt: { ar: 'صورة الرماة في البطولة', en: 'Archers at the tournament' },
});

const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];
const text = (ar: string, en: string) => ({ ar, en });

export const newsStory: NewsDetail = {
  id: 7,
  title: text('افتتاح بطولة الشارقة', 'Sharjah championship opens'),
  summary: text('انطلقت البطولة بمشاركة واسعة.', 'The championship opened with a record entry.'),
  publishedOn: '2026-01-05',
  image: image('news/2026/opening.jpg'),
  body: { ar: paragraph('نص الخبر كاملًا.'), en: paragraph('The full story.') },
  photos: [image('news/2026/podium.jpg', 800, 600)],
};

export const article: ArticleDetail = {
  id: 3,
  title: text('أساسيات الرماية', 'The basics of archery'),
  summary: text('مقدمة للمبتدئين.', 'An introduction for beginners.'),
  author: text('سارة', 'Sara'),
  publishedOn: '2026-02-01',
  image: null,
  body: { ar: paragraph('نص المقال.'), en: paragraph('The article.') },
};

export const club: ClubDetail = {
  id: 12,
  kind: 'club',
  name: text('نادي الشارقة للرماية', 'Sharjah Archery Club'),
  emirate: 'sharjah',
  logo: image('clubs/sharjah.png', 400, 400),
  categories: ['men', 'women'],
  foundationYear: 1998,
  phone: '+971 6 123 4567',
  website: 'https://club.example.ae',
  address: text('الشارقة', 'Sharjah'),
  officials: [{ role: 'president', name: text('أحمد', 'Ahmed') }],
};

export const centre: TrainingCentreDetail = {
  id: 5,
  name: text('مركز دبي للتدريب', 'Dubai Training Centre'),
  emirate: 'dubai',
  address: text('دبي', 'Dubai'),
  image: null,
  description: { ar: paragraph('برامج تدريب.'), en: paragraph('Training programmes.') },
  phone: null,
  email: 'centre@example.ae',
  website: null,
  location: { latitude: 25.2, longitude: 55.27 },
};

export const openCourse: TrainingCourseOffer = {
  id: 40,
  name: text('دورة المدربين', 'Coaching course'),
  registrationStart: '2020-01-01',
  registrationEnd: '2999-12-31',
  startDate: '2999-12-31',
  endDate: '2999-12-31',
  registrationStatus: 'open',
  venue: text('دبي', 'Dubai'),
  image: null,
  description: { ar: paragraph('وصف الدورة.'), en: paragraph('About the course.') },
  trainingCentre: { id: 5, name: centre.name },
  admission: { kinds: null, ageClasses: null },
  seats: { capacity: 20, taken: 4, waiting: 0 },
  feeFils: 50_000,
};

export const closedCourse: TrainingCourseOffer = {
  ...openCourse,
  id: 41,
  name: text('دورة الحكام', 'Referee course'),
  registrationStart: '2025-01-01',
  registrationEnd: '2025-01-31',
  startDate: '2025-02-10',
  endDate: '2025-02-12',
  registrationStatus: 'closed',
};

export const circular: CircularSummary = {
  id: 1,
  number: '12/2026',
  title: text('مواعيد الموسم', 'Season dates'),
  issuedOn: '2026-01-10',
  attachments: [
    {
      name: text('التعميم', 'The circular'),
      url: '/api/files/1',
      size: 245_760,
      mimeType: 'application/pdf',
    },
  ],
};

export const album: GalleryAlbumDetail = {
  id: 2,
  title: text('بطولة الشتاء', 'Winter championship'),
  takenOn: '2026-01-20',
  cover: image('gallery/winter/cover.jpg'),
  photoCount: 1,
  description: null,
};

export const photo: GalleryPhoto = { id: 9, image: image('gallery/winter/1.jpg'), caption: null };

export const boardMember: BoardMember = {
  id: 1,
  name: text('محمد', 'Mohammed'),
  position: text('رئيس مجلس الإدارة', 'Chairman'),
  photo: image('board/chairman.jpg', 400, 500),
};

export const partner: Partner = {
  id: 1,
  name: text('الشريك', 'The partner'),
  logo: image('partners/logo.png', 300, 150),
  website: 'https://partner.example.ae',
};

export const opening: CareerOpening = {
  id: 1,
  title: text('منسق بطولات', 'Tournament coordinator'),
  department: null,
  location: text('الشارقة', 'Sharjah'),
  postedOn: '2026-01-01',
  closingOn: null,
  description: { ar: paragraph('المهام.'), en: paragraph('The role.') },
  howToApply: {
    email: 'jobs@example.ae',
    url: null,
    instructions: { ar: paragraph('أرسل سيرتك الذاتية.'), en: paragraph('Send your CV.') },
  },
};

export const slide: Slide = {
  id: 1,
  title: text('موسم جديد', 'A new season'),
  text: null,
  image: image('slider/season.jpg', 1600, 900),
  link: { href: '/news/7', label: text('اقرأ الخبر', 'Read the story') },
};

export const informationPage = (slug: InformationPageSlug): InformationPage => ({
  slug,
  title: text('صفحة', 'Page'),
  body: { ar: paragraph('نص الصفحة.'), en: paragraph('The text of the page.') },
  image: null,
  updatedOn: '2026-01-01',
});

const linkListTitles: Record<LinkListSlug, LinkListPage['title']> = {
  'relevant-websites': text('مواقع ذات صلة', 'Relevant websites'),
  'external-hyperlinks': text('الروابط الخارجية', 'External hyperlinks'),
  'hyperlinks-websites': text('الربط بهذا الموقع', 'Linking to this site'),
};

export const linkPage = (slug: LinkListSlug): LinkListPage => ({
  slug,
  title: linkListTitles[slug],
  intro: null,
  links: [
    {
      id: 1,
      title: text('الاتحاد الدولي للرماية', 'World Archery'),
      url: 'https://www.worldarchery.sport',
      description: null,
      logo: null,
    },
  ],
});

export function onePage<T>(items: T[], page = 1, pageSize = 12, total = items.length) {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

const summary = <T extends object, K extends keyof T>(item: T, ...drop: K[]) => {
  const copy = { ...item };
  for (const key of drop) delete copy[key];
  return copy as Omit<T, K>;
};

/** GET answers by API path (without `/api` and the query). */
export function contentAnswers(): Record<string, unknown> {
  const answers: Record<string, unknown> = {
    '/news': onePage([summary(newsStory, 'body', 'photos')]),
    '/news/7': newsStory,
    '/articles': onePage([summary(article, 'body')]),
    '/articles/3': article,
    '/clubs': onePage([summary(club, 'foundationYear', 'phone', 'website', 'address', 'officials')]),
    '/clubs/12': club,
    '/training-centers': onePage([summary(centre, 'description', 'phone', 'email', 'website', 'location')]),
    '/training-centers/5': centre,
    '/training-courses': onePage([
      summary(openCourse, 'description', 'trainingCentre'),
      summary(closedCourse, 'description', 'trainingCentre'),
    ]),
    '/training-courses/40': openCourse,
    '/training-courses/41': closedCourse,
    '/circulars': onePage([circular]),
    '/gallery': onePage([summary(album, 'description')]),
    '/gallery/2': album,
    '/gallery/2/photos': onePage([photo]),
    '/board-members': { items: [boardMember] },
    '/partners': { items: [partner] },
    '/careers': { items: [opening] },
    '/slider': { items: [slide] },
  };
  for (const slug of InformationPageSlugs) answers[`/pages/${slug}`] = informationPage(slug);
  for (const slug of LinkListSlugs) answers[`/links/${slug}`] = linkPage(slug);
  return answers;
}
