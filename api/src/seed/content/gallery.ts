import type { LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, photo } from '../media/catalog';

export interface GalleryAlbumSeed {
  title: LocalizedText;
  takenOn: string;
  description: LocalizedText | null;
  /** The first photo is the album's cover. */
  photos: { image: ImageSpec; caption: LocalizedText | null }[];
}

export const galleryAlbumSeeds: GalleryAlbumSeed[] = [
  {
    title: { ar: 'البطولة الوطنية داخل الصالات 2026', en: 'National Indoor Championship 2026' },
    takenOn: '2026-11-18',
    description: {
      ar: 'لقطات من يومي البطولة في الشارقة: جولات التأهيل والمباريات النهائية وتتويج الفائزين.',
      en: 'Scenes from the two days of the championship in Sharjah: ranking rounds, finals and the medal ceremony.',
    },
    photos: [
      {
        image: photo('gallery/national-indoor-2026/qualification-round.jpg', 'indoor'),
        caption: {
          ar: 'الرماة على خط الرماية في جولة التأهيل',
          en: 'Archers on the line in the ranking round',
        },
      },
      {
        image: photo('gallery/national-indoor-2026/junior-final.jpg', 'target'),
        caption: {
          ar: 'أسهم نهائي الناشئين في الحلقة الذهبية',
          en: 'Arrows of the junior final in the gold',
        },
      },
      {
        image: photo('gallery/national-indoor-2026/scoring-the-end.jpg', 'target'),
        caption: { ar: 'تسجيل نقاط الشوط', en: 'Scoring the end' },
      },
      {
        image: photo('gallery/national-indoor-2026/recurve-portrait.jpg', 'bow', 'tall'),
        caption: { ar: 'قوس أولمبي جاهز للمباراة', en: 'A recurve bow ready for the match' },
      },
      { image: photo('gallery/national-indoor-2026/barebow-end.jpg', 'target', 'tall'), caption: null },
      {
        image: photo('gallery/national-indoor-2026/medal-ceremony.jpg', 'rings'),
        caption: { ar: 'تتويج الفائزين', en: 'The medal ceremony' },
      },
    ],
  },
  {
    title: { ar: 'يوم العائلة للقوس والسهم 2026', en: 'Family Archery Day 2026' },
    takenOn: '2026-01-24',
    description: {
      ar: 'عائلات من مختلف الأعمار تجرّب القوس والسهم في حديقة أم الإمارات بأبوظبي.',
      en: 'Families of all ages trying archery at Umm Al Emarat Park in Abu Dhabi.',
    },
    photos: [
      {
        image: photo('gallery/family-day-2026/first-arrows.jpg', 'archer'),
        caption: { ar: 'الأسهم الأولى', en: 'First arrows' },
      },
      {
        image: photo('gallery/family-day-2026/parents-and-children.jpg', 'range'),
        caption: { ar: 'مسابقة الآباء والأبناء', en: 'The parents and children contest' },
      },
      { image: photo('gallery/family-day-2026/soft-targets.jpg', 'target'), caption: null },
      {
        image: photo('gallery/family-day-2026/coaching-corner.jpg', 'bow', 'tall'),
        caption: { ar: 'ركن التعريف بأنواع الأقواس', en: 'The corner presenting the kinds of bow' },
      },
      {
        image: photo('gallery/family-day-2026/demonstration.jpg', 'arrows'),
        caption: { ar: 'عرض لرماة المنتخب الوطني', en: 'A demonstration by national team archers' },
      },
    ],
  },
  {
    title: { ar: 'مهرجان عيد الاتحاد للقوس والسهم 2025', en: 'National Day Archery Festival 2025' },
    takenOn: '2025-12-03',
    description: null,
    photos: [
      {
        image: photo('gallery/national-day-2025/festival-range.jpg', 'range'),
        caption: {
          ar: 'ميدان المهرجان على واجهة المجاز المائية',
          en: 'The festival range on Al Majaz Waterfront',
        },
      },
      {
        image: photo('gallery/national-day-2025/traditional-bows.jpg', 'bow'),
        caption: { ar: 'عرض الرماية التقليدية', en: 'The traditional archery demonstration' },
      },
      { image: photo('gallery/national-day-2025/friendly-contest.jpg', 'target'), caption: null },
      {
        image: photo('gallery/national-day-2025/evening-session.jpg', 'archer', 'tall'),
        caption: { ar: 'الجلسة المسائية', en: 'The evening session' },
      },
      {
        image: photo('gallery/national-day-2025/young-archers.jpg', 'range'),
        caption: { ar: 'رماة صغار في مسابقة 10 أمتار', en: 'Young archers in the 10-metre contest' },
      },
    ],
  },
];
