import type { AgeClassCode, LocalizedText, TournamentKind } from '@uaeaf/contracts';

/**
 * The demo calendar, in days from the day the database is seeded (as the training courses are), so a fresh database
 * always shows every registration state: open in the first window, open in the second, not yet open, between the two
 * windows, and ended (with the tournament past or still to come). Each tournament's season is the one its start day
 * falls in; its name ends with its year.
 */
export interface TournamentSeed {
  /** How the demo entries refer to it. */
  key: string;
  kind: TournamentKind;
  name: LocalizedText;
  venue: LocalizedText;
  /** First and last day, in days from the seeding day. */
  dates: [number, number];
  firstWindow: [number, number];
  secondWindow?: [number, number];
  /** AED; the federation sets it per tournament. */
  feeAed: number;
  divisions: string[];
  ageClasses: AgeClassCode[];
  /** The announcing circular, as a one-page PDF. */
  circular?: { number: string; lines: string[] };
}

const allClasses: AgeClassCode[] = ['U15', 'U18', 'U21', 'SENIOR', '50+'];
const youthAndSenior: AgeClassCode[] = ['U15', 'U18', 'U21', 'SENIOR'];
const targetDivisions = ['R', 'C', 'B'];

const venues = {
  sharjahGolfAndShooting: {
    ar: 'نادي الشارقة للجولف والرماية، الشارقة',
    en: 'Sharjah Golf and Shooting Club, Sharjah',
  },
  sharjahHumanitarianCity: {
    ar: 'مدينة الشارقة للخدمات الإنسانية، الشارقة',
    en: 'Sharjah City for Humanitarian Services, Sharjah',
  },
  zayedSportsCity: { ar: 'مدينة زايد الرياضية، أبوظبي', en: 'Zayed Sports City, Abu Dhabi' },
  dubaiPoliceOfficersClub: { ar: 'نادي ضباط شرطة دبي، دبي', en: 'Dubai Police Officers Club, Dubai' },
  alAinEquestrian: {
    ar: 'نادي العين للفروسية والرماية والجولف، العين',
    en: 'Al Ain Equestrian, Shooting and Golf Club, Al Ain',
  },
  fujairahClub: { ar: 'الصالة الرياضية لنادي الفجيرة، الفجيرة', en: 'Fujairah Club Sports Hall, Fujairah' },
  hamdanSportsComplex: { ar: 'مجمع حمدان الرياضي، دبي', en: 'Hamdan Sports Complex, Dubai' },
} satisfies Record<string, LocalizedText>;

export const tournamentSeeds: TournamentSeed[] = [
  // Local
  {
    key: 'local-indoor-past',
    kind: 'Local',
    name: { ar: 'البطولة الوطنية للقوس والسهم داخل الصالات', en: 'National Indoor Archery Championship' },
    venue: venues.sharjahGolfAndShooting,
    dates: [-300, -299],
    firstWindow: [-340, -310],
    feeAed: 100,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },
  {
    key: 'local-federation-cup-past',
    kind: 'Local',
    name: { ar: 'كأس الاتحاد للقوس والسهم', en: 'Federation Archery Cup' },
    venue: venues.fujairahClub,
    dates: [-40, -39],
    firstWindow: [-75, -50],
    feeAed: 100,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },
  {
    key: 'local-open-first-window',
    kind: 'Local',
    name: { ar: 'بطولة الإمارات للقوس والسهم في الميادين المفتوحة', en: 'UAE Outdoor Archery Championship' },
    venue: venues.alAinEquestrian,
    dates: [25, 26],
    firstWindow: [-10, 10],
    feeAed: 100,
    divisions: targetDivisions,
    ageClasses: allClasses,
    circular: {
      number: 'T-01',
      lines: [
        'Registration: first window until ten days from publication.',
        'Divisions: recurve, compound, barebow. Classes: U15, U18, U21, senior, 50+.',
        'Entry fee: AED 100 per archer, billed on entry.',
      ],
    },
  },
  {
    key: 'local-between-windows',
    kind: 'Local',
    name: { ar: 'بطولة السيدات للقوس والسهم', en: "Women's Archery Championship" },
    venue: { ar: 'نادي عجمان، عجمان', en: 'Ajman Club, Ajman' },
    dates: [30, 31],
    firstWindow: [-30, -10],
    secondWindow: [5, 15],
    feeAed: 80,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },
  {
    key: 'local-not-yet-open',
    kind: 'Local',
    name: { ar: 'بطولة الناشئين للقوس والسهم', en: 'Junior Archery Championship' },
    venue: venues.hamdanSportsComplex,
    dates: [60, 61],
    firstWindow: [12, 35],
    feeAed: 60,
    divisions: targetDivisions,
    ageClasses: ['U15', 'U18', 'U21'],
  },

  // Open
  {
    key: 'open-dubai-past',
    kind: 'Open',
    name: { ar: 'بطولة دبي المفتوحة للقوس والسهم داخل الصالات', en: 'Dubai Open Indoor Archery Tournament' },
    venue: venues.dubaiPoliceOfficersClub,
    dates: [-330, -329],
    firstWindow: [-380, -355],
    secondWindow: [-350, -340],
    feeAed: 150,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },
  {
    key: 'open-second-window',
    kind: 'Open',
    name: { ar: 'بطولة أبوظبي المفتوحة للقوس والسهم', en: 'Abu Dhabi Open Archery Tournament' },
    venue: {
      ar: 'منتجع الفرسان الرياضي الدولي، أبوظبي',
      en: 'Al Forsan International Sports Resort, Abu Dhabi',
    },
    dates: [20, 21],
    firstWindow: [-40, -20],
    secondWindow: [-5, 7],
    feeAed: 150,
    divisions: targetDivisions,
    ageClasses: allClasses,
    circular: {
      number: 'T-02',
      lines: [
        'Open to archers of every nationality registered with a UAE club or academy.',
        'Second registration window now open. Entry fee: AED 150 per archer.',
      ],
    },
  },
  {
    key: 'open-ended-upcoming',
    kind: 'Open',
    name: { ar: 'بطولة الشارقة المفتوحة للقوس والسهم', en: 'Sharjah Open Archery Championship' },
    venue: {
      ar: 'نادي الشارقة للفروسية والسباق، الشارقة',
      en: 'Sharjah Equestrian and Racing Club, Sharjah',
    },
    dates: [7, 8],
    firstWindow: [-30, -3],
    feeAed: 150,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },
  {
    key: 'open-not-yet-open',
    kind: 'Open',
    name: { ar: 'بطولة رأس الخيمة المفتوحة للقوس والسهم', en: 'Ras Al Khaimah Open Archery Championship' },
    venue: {
      ar: 'الصالة الرياضية لنادي الإمارات، رأس الخيمة',
      en: 'Emirates Club Sports Hall, Ras Al Khaimah',
    },
    dates: [75, 76],
    firstWindow: [20, 40],
    secondWindow: [50, 60],
    feeAed: 150,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },

  // International
  {
    key: 'international-past',
    kind: 'International',
    name: { ar: 'كأس الإمارات الدولية للقوس والسهم', en: 'Emirates International Archery Cup' },
    venue: venues.zayedSportsCity,
    dates: [-220, -217],
    firstWindow: [-300, -260],
    secondWindow: [-250, -235],
    feeAed: 300,
    divisions: targetDivisions,
    ageClasses: ['U18', 'U21', 'SENIOR', '50+'],
  },
  {
    key: 'international-first-window',
    kind: 'International',
    name: { ar: 'بطولة دول مجلس التعاون الخليجي للقوس والسهم', en: 'GCC Archery Championship' },
    venue: { ar: 'مدينة دبي الرياضية، دبي', en: 'Dubai Sports City, Dubai' },
    dates: [40, 43],
    firstWindow: [-15, 12],
    secondWindow: [20, 28],
    feeAed: 300,
    divisions: ['R', 'C'],
    ageClasses: ['U18', 'U21', 'SENIOR'],
    circular: {
      number: 'T-03',
      lines: [
        'National team selection event. Recurve and compound only; U18, U21 and senior classes.',
        'Entry fee: AED 300 per archer.',
      ],
    },
  },
  {
    key: 'international-not-yet-open',
    kind: 'International',
    name: { ar: 'بطولة الشارقة الدولية للقوس والسهم', en: 'Sharjah International Archery Championship' },
    venue: venues.sharjahGolfAndShooting,
    dates: [120, 123],
    firstWindow: [30, 70],
    feeAed: 300,
    divisions: targetDivisions,
    ageClasses: allClasses,
  },

  // Activities
  {
    key: 'activities-national-day-past',
    kind: 'Activities',
    name: { ar: 'مهرجان اليوم الوطني للقوس والسهم', en: 'National Day Archery Festival' },
    venue: { ar: 'واجهة المجاز المائية، الشارقة', en: 'Al Majaz Waterfront, Sharjah' },
    dates: [-350, -349],
    firstWindow: [-375, -356],
    feeAed: 50,
    divisions: [...targetDivisions, 'T'],
    ageClasses: youthAndSenior,
  },
  {
    key: 'activities-camp-past',
    kind: 'Activities',
    name: { ar: 'المعسكر الصيفي للناشئين في القوس والسهم', en: 'Junior Archery Summer Camp' },
    venue: { ar: 'نادي خورفكان، خورفكان', en: 'Khor Fakkan Club, Khor Fakkan' },
    dates: [-120, -116],
    firstWindow: [-150, -125],
    feeAed: 50,
    divisions: ['R', 'B'],
    ageClasses: ['U15', 'U18'],
  },
  {
    key: 'activities-first-window',
    kind: 'Activities',
    name: { ar: 'ليالي القوس والسهم الشتوية', en: 'Winter Archery Nights' },
    venue: { ar: 'الصالة الرياضية لنادي الوصل، دبي', en: 'Al Wasl Club Sports Hall, Dubai' },
    dates: [14, 20],
    firstWindow: [-7, 9],
    feeAed: 50,
    divisions: [...targetDivisions, 'T'],
    ageClasses: allClasses,
  },
  {
    key: 'activities-between-windows',
    kind: 'Activities',
    name: { ar: 'مهرجان العين للقوس والسهم', en: 'Al Ain Archery Festival' },
    venue: venues.alAinEquestrian,
    dates: [35, 36],
    firstWindow: [-25, -8],
    secondWindow: [10, 20],
    feeAed: 50,
    divisions: [...targetDivisions, 'T'],
    ageClasses: allClasses,
  },

  // Community activities
  {
    key: 'community-family-day-past',
    kind: 'Communityactivities',
    name: { ar: 'يوم العائلة للقوس والسهم', en: 'Family Archery Day' },
    venue: { ar: 'حديقة أم الإمارات، أبوظبي', en: 'Umm Al Emarat Park, Abu Dhabi' },
    dates: [-310, -310],
    firstWindow: [-330, -313],
    feeAed: 0,
    divisions: ['B', 'T', 'L'],
    ageClasses: allClasses,
  },
  {
    key: 'community-league-past',
    kind: 'Communityactivities',
    name: {
      ar: 'دوري أصحاب الهمم للقوس والسهم – الجولة الختامية',
      en: 'People of Determination Archery League – Final Round',
    },
    venue: venues.sharjahHumanitarianCity,
    dates: [-150, -150],
    firstWindow: [-185, -160],
    feeAed: 0,
    divisions: ['R', 'C', 'B'],
    ageClasses: ['SENIOR', '50+'],
  },
  {
    key: 'community-first-window',
    kind: 'Communityactivities',
    name: { ar: 'القوس والسهم في الحديقة – حديقة زعبيل', en: 'Archery in the Park – Zabeel Park' },
    venue: { ar: 'حديقة زعبيل، دبي', en: 'Zabeel Park, Dubai' },
    dates: [10, 10],
    firstWindow: [-12, 6],
    feeAed: 25,
    divisions: ['B', 'T', 'L'],
    ageClasses: allClasses,
    circular: {
      number: 'T-04',
      lines: ['A day of archery for families and community members. Bows and arrows are provided.'],
    },
  },
  {
    key: 'community-not-yet-open',
    kind: 'Communityactivities',
    name: {
      ar: 'دوري أصحاب الهمم للقوس والسهم – الجولة الأولى',
      en: 'People of Determination Archery League – Round 1',
    },
    venue: venues.sharjahHumanitarianCity,
    dates: [50, 50],
    firstWindow: [15, 40],
    feeAed: 0,
    divisions: ['R', 'C', 'B'],
    ageClasses: ['SENIOR', '50+'],
  },
];

/** The demo members' entries: who entered whom, where, and whether it was then withdrawn. */
export interface EntrySeed {
  tournament: string;
  enteredBy: string;
  archer: string;
  division: string;
  ageClass: AgeClassCode;
  withdrawn?: 'afterSubscription' | 'afterSchedule' | 'internationalChampionship';
}

export const entrySeeds: EntrySeed[] = [
  // Past tournaments.
  {
    tournament: 'local-indoor-past',
    enteredBy: 'player@example.ae',
    archer: 'player@example.ae',
    division: 'R',
    ageClass: 'SENIOR',
  },
  {
    tournament: 'local-federation-cup-past',
    enteredBy: 'club@example.ae',
    archer: 'rashid.junior@example.ae',
    division: 'R',
    ageClass: 'U18',
  },
  {
    tournament: 'local-federation-cup-past',
    enteredBy: 'academy@example.ae',
    archer: 'mariam.archer@example.ae',
    division: 'C',
    ageClass: 'U21',
  },
  {
    tournament: 'community-family-day-past',
    enteredBy: 'activity@example.ae',
    archer: 'activity@example.ae',
    division: 'B',
    ageClass: 'SENIOR',
  },
  // Open now: one entry each, and a withdrawn one whose history shows both steps.
  {
    tournament: 'open-second-window',
    enteredBy: 'player@example.ae',
    archer: 'player@example.ae',
    division: 'R',
    ageClass: 'SENIOR',
  },
  {
    tournament: 'open-second-window',
    enteredBy: 'club@example.ae',
    archer: 'noura.cadet@example.ae',
    division: 'B',
    ageClass: 'U15',
    withdrawn: 'afterSchedule',
  },
  {
    tournament: 'activities-first-window',
    enteredBy: 'academy@example.ae',
    archer: 'hamad.masters@example.ae',
    division: 'T',
    ageClass: '50+',
  },
];
