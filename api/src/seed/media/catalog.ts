import type { LocalizedText } from '@uaeaf/contracts';
import type { SceneKind } from './scenes';

/** One picture of the demo content: where it is stored, what to draw, and its alt text. */
export interface ImageSpec {
  path: string;
  kind: SceneKind;
  width: number;
  height: number;
  alt: LocalizedText;
}

type PhotoKind = Exclude<SceneKind, 'portrait' | 'emblem' | 'mark'>;

// The pictures are drawings, and the alt text says so: a screen reader must not promise a photograph.
const photoAlt: Record<PhotoKind, LocalizedText> = {
  target: {
    ar: 'رسم توضيحي لوجه هدف رماية تستقر فيه عدة أسهم',
    en: 'Illustration of an archery target face with several arrows in it',
  },
  range: {
    ar: 'رسم توضيحي لميدان رماية في الهواء الطلق تصطف فيه الأهداف',
    en: 'Illustration of an outdoor archery range with a row of targets',
  },
  archer: {
    ar: 'رسم توضيحي لرامٍ في وضع الشدّ الكامل أمام صف من الأهداف',
    en: 'Illustration of an archer at full draw facing a row of targets',
  },
  indoor: {
    ar: 'رسم توضيحي لصالة رماية داخلية بأهدافها الثلاثية على الجدار',
    en: 'Illustration of an indoor archery hall with triple target faces on the wall',
  },
  bow: {
    ar: 'رسم توضيحي لقوس أولمبي وسهم على مسنده',
    en: 'Illustration of a recurve bow with an arrow on the rest',
  },
  arrows: {
    ar: 'رسم توضيحي لأسهم منطلقة نحو الهدف',
    en: 'Illustration of arrows flying towards a target',
  },
  rings: {
    ar: 'تصميم تجريدي من حلقات الهدف بألوان الاتحاد',
    en: 'Abstract design of target rings in the federation colours',
  },
  diagram: {
    ar: 'رسم تخطيطي لأربع ركائز تحت سقف واحد تمثل محاور استراتيجية الاتحاد',
    en: 'Diagram of four pillars under one roof standing for the federation strategy',
  },
};

/** A landscape picture (1600 × 900) for news, articles, courses, pages and slides; `tall` is 900 × 1200. */
export function photo(path: string, kind: PhotoKind, shape: 'wide' | 'tall' = 'wide'): ImageSpec {
  const [width, height] = shape === 'wide' ? [1600, 900] : [900, 1200];
  return { path, kind, width, height, alt: photoAlt[kind] };
}

/** A stand-in portrait (600 × 750) for someone whose photograph the federation has not supplied. */
export function portrait(path: string, name: LocalizedText): ImageSpec {
  return {
    path,
    kind: 'portrait',
    width: 600,
    height: 750,
    alt: { ar: `صورة رمزية بديلة لـ${name.ar}`, en: `Placeholder portrait of ${name.en}` },
  };
}

/** A club's or academy's badge (400 × 400, PNG with transparency). */
export function emblem(path: string, name: LocalizedText): ImageSpec {
  return {
    path,
    kind: 'emblem',
    width: 400,
    height: 400,
    alt: { ar: `شعار ${name.ar}`, en: `${name.en} logo` },
  };
}

/** A partner's mark (480 × 240, PNG with transparency). */
export function mark(path: string, name: LocalizedText): ImageSpec {
  return {
    path,
    kind: 'mark',
    width: 480,
    height: 240,
    alt: { ar: `شعار ${name.ar}`, en: `${name.en} logo` },
  };
}
