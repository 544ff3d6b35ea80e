import type { LocalizedText } from '@uaeaf/contracts';
import { type ImageSpec, photo } from '../media/catalog';

export interface ArticleSeed {
  publishedOn: string;
  title: LocalizedText;
  summary: LocalizedText;
  author: LocalizedText;
  /** In the seed's Markdown subset (content/rich-text.ts). */
  body: LocalizedText;
  image: ImageSpec | null;
}

/** Coaching and background articles by the federation's (demo) coaches and writers. */
export const articleSeeds: ArticleSeed[] = [
  {
    publishedOn: '2026-11-10',
    title: {
      ar: 'القوس الأولمبي أم المركّب أم المجرد: كيف تختار فئتك الأولى؟',
      en: 'Recurve, compound or barebow: choosing your first division',
    },
    summary: {
      ar: 'لكل قوس طابعه ومتطلباته؛ نعرض الفروق الأساسية بين الفئات الثلاث لمساعدة المبتدئين على الاختيار.',
      en: 'Each bow has its own character and demands; here are the main differences between the three divisions to help beginners choose.',
    },
    author: { ar: 'مريم عبدالله الشامسي', en: 'Maryam Abdulla Al Shamsi' },
    body: {
      ar: `يسأل كثير من المبتدئين عن القوس المناسب لهم. والجواب يعتمد على أهدافك، وعلى ما تستمتع به في الرمي.

## القوس الأولمبي (المنحني)

هو القوس الوحيد المعتمد في الألعاب الأولمبية. يستخدم الرامي جهاز تصويب ومثبتات، ويشدّ الوتر بأصابعه محميةً بواقي الأصابع. يتطلب تقنية دقيقة وتكراراً طويلاً، لكنه يبني أساساً متيناً.

## القوس المركّب

يعمل ببكرات تخفف الحمل عند الشدّ الكامل، ويُستخدم معه منظار مكبّر وأداة إطلاق ميكانيكية. دقته العالية تجعل المنافسة فيه على تفاصيل صغيرة، وتُرمى منافساته الخارجية على مسافة 50 متراً.

## القوس المجرد

قوس منحنٍ بلا جهاز تصويب ولا مثبتات أمامية. يعتمد الرامي على تقنيات التصويب الغريزية أو على موضع السهم، وهو خيار محبّب لمن يريد البساطة والتحدي معاً.

## نصيحتنا

- ابدأ بالقوس الأولمبي بقوة شدّ خفيفة لتتعلم الأساسيات.
- جرّب الفئات الأخرى في ناديك قبل شراء معداتك.
- استشر مدربك في قوة الشدّ وطول السهم المناسبين لك.`,
      en: `Many beginners ask which bow is right for them. The answer depends on your goals and on what you enjoy about shooting.

## Recurve

The only bow used at the Olympic Games. Archers use a sight and stabilisers and draw the string with their fingers, protected by a finger tab. It asks for precise technique and long repetition, and builds a solid foundation.

## Compound

Its cams ease the load at full draw, and it is shot with a magnifying scope and a mechanical release aid. Its accuracy means contests are decided by small details; outdoor compound events are shot at 50 metres.

## Barebow

A recurve bow without a sight or front stabilisers. Archers aim instinctively or by the position of the arrow, which makes it a favourite for those who want simplicity and a challenge at the same time.

## Our advice

- Start with a light recurve bow to learn the basics.
- Try the other divisions at your club before buying equipment.
- Ask your coach about the right draw weight and arrow length for you.`,
    },
    image: photo('articles/2026/choosing-your-division.jpg', 'bow'),
  },
  {
    publishedOn: '2026-10-28',
    title: { ar: 'دورة الرمية في ثماني خطوات', en: 'The shot cycle in eight steps' },
    summary: {
      ar: 'الرمية الجيدة سلسلة من الخطوات المتكررة نفسها في كل مرة؛ نشرحها خطوة خطوة.',
      en: 'A good shot is the same sequence of steps, repeated every time; here they are one by one.',
    },
    author: { ar: 'خالد محمد النعيمي', en: 'Khaled Mohammed Al Nuaimi' },
    body: {
      ar: `الثبات هو سرّ الدقة في القوس والسهم. وكلما كرّر الرامي الخطوات نفسها بالترتيب نفسه، تقاربت أسهمه في الهدف.

1. **الوقفة:** قدمان بعرض الكتفين، وجسم عمودي على خط الرماية.
2. **التلقيم:** تثبيت السهم على الوتر في نقطة التلقيم نفسها دائماً.
3. **القبضة:** يد مسترخية على المقبض دون قبض مشدود.
4. **الرفع:** رفع القوس والذراعين معاً مع الحفاظ على الكتفين منخفضين.
5. **الشدّ:** سحب الوتر بعضلات الظهر لا بالذراع وحدها.
6. **الارتكاز:** وصول يد الشدّ إلى نقطة ثابتة على الوجه.
7. **الإطلاق:** إرخاء الأصابع بسلاسة مع استمرار عمل الظهر.
8. **المتابعة:** البقاء في الوضع حتى يصل السهم إلى الهدف.

تدرّب على هذه الخطوات أمام المرآة دون سهم أولاً، ثم على مسافة قصيرة قبل أن تبتعد عن الهدف.`,
      en: `Consistency is the secret of accuracy in archery. The more an archer repeats the same steps in the same order, the tighter the group on the target.

1. **Stance:** feet shoulder-width apart, body square to the shooting line.
2. **Nocking:** the arrow always goes on the string at the same nocking point.
3. **Grip:** a relaxed hand on the riser, never a tight fist.
4. **Set-up:** raise the bow and both arms together, keeping the shoulders low.
5. **Draw:** pull the string with the back muscles, not the arm alone.
6. **Anchor:** the drawing hand reaches the same point on the face.
7. **Release:** relax the fingers smoothly while the back keeps working.
8. **Follow-through:** hold the position until the arrow lands.

Practise the steps in front of a mirror without an arrow first, then at a short distance before moving back from the target.`,
    },
    image: photo('articles/2026/shot-cycle.jpg', 'archer'),
  },
  {
    publishedOn: '2026-10-14',
    title: {
      ar: 'السلامة في ميدان الرماية: قواعد يلتزم بها كل رامٍ',
      en: 'Safety on the range: rules every archer follows',
    },
    summary: {
      ar: 'القوس والسهم من أكثر الرياضات أماناً حين تُحترم قواعد الميدان؛ هذه أهمها.',
      en: 'Archery is one of the safest sports when the range rules are respected; these are the most important.',
    },
    author: { ar: 'يوسف إبراهيم الحمادي', en: 'Yousef Ibrahim Al Hammadi' },
    body: {
      ar: `تعتمد سلامة الجميع في الميدان على التزام كل رامٍ بالقواعد نفسها، مهما كانت خبرته.

## على خط الرماية

- لا تضع السهم على الوتر إلا وأنت على خط الرماية وبإذن من مسؤول الميدان.
- وجّه القوس دائماً نحو الأهداف، ولا تشدّه أبداً نحو الأعلى.
- لا تشدّ القوس دون سهم؛ الإطلاق الفارغ قد يكسر القوس.

## عند جمع الأسهم

- انتظر الإشارة قبل التقدم نحو الأهداف، وامشِ ولا تركض.
- قف إلى جانب الهدف لا أمامه عند سحب الأسهم.
- ابحث عن الأسهم الضائعة خلف الهدف بعد انتهاء الجميع من السحب.

## قبل التدريب

افحص أسهمك بحثاً عن تشققات أو أفواق مكسورة، وتأكد من سلامة الوتر. والسهم التالف يُستبعد فوراً.`,
      en: `Everyone's safety on the range depends on every archer following the same rules, however experienced.

## On the shooting line

- Only nock an arrow when you are on the shooting line and the range officer allows it.
- Always point the bow towards the targets, and never draw it upwards.
- Never draw and release without an arrow: a dry fire can break the bow.

## Collecting arrows

- Wait for the signal before walking to the targets, and walk, never run.
- Stand to the side of the target, not in front of it, when pulling arrows.
- Look for missed arrows behind the target once everyone has finished pulling.

## Before training

Check your arrows for cracks or broken nocks, and make sure the string is in good condition. A damaged arrow is retired at once.`,
    },
    image: photo('articles/2026/range-safety.jpg', 'range'),
  },
  {
    publishedOn: '2026-09-30',
    title: { ar: 'التدريب في حرّ الصيف', en: 'Training in the summer heat' },
    summary: {
      ar: 'يمتد الصيف في الإمارات أشهراً، ويمكن مواصلة التدريب فيه بأمان مع بعض التعديلات.',
      en: 'Summer in the UAE lasts for months; training can go on safely with a few adjustments.',
    },
    author: { ar: 'فاطمة علي الظاهري', en: 'Fatima Ali Al Dhaheri' },
    body: {
      ar: `لا يعني الصيف التوقف عن التدريب، لكنه يتطلب تخطيطاً مختلفاً يحمي الرامي ومعداته.

## اختيار الوقت والمكان

درّب في الصالات المكيفة خلال النهار، واحتفظ بالميادين الخارجية للساعات الأولى من الصباح أو بعد غروب الشمس.

## الجسم

- اشرب الماء بانتظام قبل الشعور بالعطش.
- ارتدِ ملابس فاتحة وقبعة، واستخدم واقي الشمس.
- قلّل عدد الأسهم في الحصة إذا شعرت بالإرهاق.

## المعدات

الحرارة تؤثر في الأوتار والغراء الذي يثبت الريش. لا تترك معداتك في السيارة، وافحص الريش قبل كل حصة.`,
      en: `Summer does not mean stopping training, but it calls for different planning that protects the archer and the equipment.

## Time and place

Train in air-conditioned halls during the day, and keep outdoor ranges for early mornings or after sunset.

## Your body

- Drink water regularly, before you feel thirsty.
- Wear light clothes and a hat, and use sunscreen.
- Shoot fewer arrows in a session if you feel tired.

## Your equipment

Heat affects strings and the glue that holds the vanes. Do not leave your equipment in the car, and check the vanes before every session.`,
    },
    image: photo('articles/2026/summer-heat.jpg', 'range'),
  },
  {
    publishedOn: '2026-09-12',
    title: { ar: 'القوس والسهم في التراث العربي', en: 'Archery in Arab heritage' },
    summary: {
      ar: 'عرف العرب الرمي بالقوس منذ القدم، وتركوا في الشعر واللغة أثراً واضحاً لهذه المهارة.',
      en: 'Arabs have shot the bow since ancient times, and the skill has left a clear mark on their poetry and language.',
    },
    author: { ar: 'أحمد سعيد المنصوري', en: 'Ahmed Saeed Al Mansoori' },
    body: {
      ar: `كان القوس رفيق الإنسان في الصيد والدفاع في شبه الجزيرة العربية، وكانت إجادة الرمي من المهارات التي يُثنى عليها ويُعلَّمها الأبناء.

## أثر في اللغة

احتفظت العربية بمفردات دقيقة لأجزاء القوس والسهم: فالنصل رأس السهم، والفُوق موضع الوتر منه، والكَبِد مقبض القوس، والسِّية طرفها المنعطف. ولا يزال بعض هذه الألفاظ مستخدماً في تدريب الرماة اليوم.

## من التراث إلى المنافسة

تحوّل الرمي اليوم إلى رياضة منظمة بقواعد دولية، لكن الاتحاد يحرص في أنشطته المجتمعية على التعريف بجذورها، ويقيم عروضاً للرماية التقليدية في المناسبات الوطنية.`,
      en: `The bow was a companion for hunting and defence in the Arabian Peninsula, and skill with it was praised and passed from parents to children.

## A mark on the language

Arabic kept precise words for the parts of the bow and arrow: the nasl is the arrowhead, the fuq the nock that takes the string, the kabid the grip of the bow, and the siya its curved tip. Some of these words are still used when coaching archers today.

## From heritage to competition

Archery is now an organised sport with international rules, but the federation makes a point of presenting its roots at community events and holds demonstrations of traditional archery on national occasions.`,
    },
    image: photo('articles/2026/arab-heritage.jpg', 'rings'),
  },
  {
    publishedOn: '2026-08-24',
    title: {
      ar: 'كيف تُحتسب النقاط في مباريات القوس والسهم؟',
      en: 'How an archery match is scored',
    },
    summary: {
      ar: 'من جولات التأهيل إلى نظام المجموعات والرمية الفاصلة: دليل مبسّط لفهم النتائج.',
      en: 'From the ranking round to the set system and the shoot-off: a simple guide to reading the results.',
    },
    author: { ar: 'خالد محمد النعيمي', en: 'Khaled Mohammed Al Nuaimi' },
    body: {
      ar: `يتكون وجه الهدف من عشر حلقات، تمنح الحلقة الخارجية نقطة واحدة والداخلية عشر نقاط. والسهم الذي يلمس الخط الفاصل يُحتسب للحلقة الأعلى.

## جولة التأهيل

يرمي كل رامٍ عدداً محدداً من الأسهم، ويُرتَّب الرماة حسب مجموع نقاطهم، ثم يتقابلون في الأدوار الإقصائية.

## نظام المجموعات

في مباريات القوس الأولمبي والقوس المجرد، يرمي كل رامٍ ثلاثة أسهم في المجموعة. يحصل صاحب المجموع الأعلى على نقطتين، ويحصل كل منهما على نقطة عند التعادل. يفوز بالمباراة أول من يصل إلى ست نقاط.

## القوس المركّب

تُحتسب مباريات القوس المركّب بمجموع النقاط التراكمي في خمسة أشواط.

## الرمية الفاصلة

عند التعادل في نهاية المباراة، يرمي كل رامٍ سهماً واحداً، ويفوز الأقرب إلى مركز الهدف.`,
      en: `A target face has ten rings: the outer ring scores one point and the inner ring ten. An arrow touching the line between two rings scores the higher value.

## Ranking round

Each archer shoots a set number of arrows; archers are ranked by their total and then meet in elimination matches.

## Set system

In recurve and barebow matches, each archer shoots three arrows per set. The higher total earns two set points; a tie gives each archer one. The first to six set points wins.

## Compound

Compound matches are scored by the cumulative total over five ends.

## Shoot-off

If a match is tied at the end, each archer shoots a single arrow, and the one closest to the centre wins.`,
    },
    image: photo('articles/2026/scoring.jpg', 'target'),
  },
  {
    publishedOn: '2026-07-30',
    title: {
      ar: 'اختيار الأسهم: الصلابة والطول والرؤوس',
      en: 'Choosing arrows: spine, length and points',
    },
    summary: {
      ar: 'السهم المناسب لا يقل أهمية عن القوس؛ إليك ما يجب معرفته قبل الشراء.',
      en: 'The right arrow matters as much as the bow; here is what to know before you buy.',
    },
    author: { ar: 'مريم عبدالله الشامسي', en: 'Maryam Abdulla Al Shamsi' },
    body: {
      ar: `يخطئ كثير من الرماة حين يشترون الأسهم قبل ضبط أقواسهم. فالسهم يجب أن يتوافق مع قوة الشدّ وطوله لدى الرامي.

## الصلابة

تعبّر الصلابة عن مقدار انحناء السهم تحت الضغط. السهم اللين جداً أو الصلب جداً لن يطير مستقيماً مهما كانت تقنيتك جيدة.

## الطول

يُقاس طول الشدّ عند الارتكاز، ويُضاف إليه هامش أمان حتى لا يسقط السهم عن المسند عند الشدّ الكامل.

## الرؤوس والريش

- الرؤوس الأثقل تغيّر توازن السهم وتؤثر في صلابته الفعلية.
- الريش البلاستيكي يتحمل الاستخدام الخارجي، والريش الطبيعي يناسب بعض الأقواس التقليدية.

اطلب من مدربك إجراء اختبار بسيط لطيران السهم قبل شراء مجموعة كاملة.`,
      en: `Many archers buy arrows before their bow is set up. The arrow has to match the archer's draw weight and draw length.

## Spine

Spine describes how much the arrow bends under load. An arrow that is too weak or too stiff will not fly straight, however good your technique.

## Length

Draw length is measured at anchor, with a safety margin added so that the arrow cannot fall off the rest at full draw.

## Points and fletching

- Heavier points change the arrow's balance and its effective spine.
- Plastic vanes stand up to outdoor use; natural feathers suit some traditional bows.

Ask your coach for a simple flight test before buying a full set.`,
    },
    image: photo('articles/2026/choosing-arrows.jpg', 'arrows'),
  },
  {
    publishedOn: '2026-07-08',
    title: { ar: 'الإعداد الذهني قبل المباراة النهائية', en: 'Mental preparation before a final' },
    summary: {
      ar: 'في الأدوار النهائية تتقارب المستويات الفنية، ويصنع الإعداد الذهني الفارق.',
      en: 'In the finals, technical levels are close, and mental preparation makes the difference.',
    },
    author: { ar: 'عائشة حمد السويدي', en: 'Aisha Hamad Al Suwaidi' },
    body: {
      ar: `يصل معظم الرماة إلى الأدوار النهائية بتقنية متقاربة، لكن الضغط يغيّر كل شيء: يتسارع النبض، وتتوتر العضلات، ويتشتت الانتباه.

## روتين ثابت

حدد روتيناً قصيراً قبل كل سهم، مثل نفَس عميق ثم كلمة مفتاحية تذكّرك بالتقنية. الروتين يعيد التركيز إلى ما يمكنك التحكم فيه.

## التركيز على العملية

لا تفكر في النتيجة أو في المنافس. ركّز على تنفيذ دورة الرمية كما تدربت عليها.

## بعد السهم السيئ

- تقبّل السهم ولا تحاول تعويضه بالسهم التالي.
- عد إلى روتينك فوراً.
- تذكّر أن المباراة تُحسم على عدة مجموعات.`,
      en: `Most archers reach the finals with similar technique, but pressure changes everything: the pulse quickens, muscles tighten and attention wanders.

## A fixed routine

Set a short routine before every arrow, such as a deep breath and a key word that reminds you of your technique. The routine brings your focus back to what you control.

## Focus on the process

Do not think about the score or your opponent. Concentrate on executing the shot cycle as you trained it.

## After a bad arrow

- Accept it, and do not try to make up for it with the next one.
- Go straight back to your routine.
- Remember that a match is decided over several sets.`,
    },
    image: photo('articles/2026/mental-preparation.jpg', 'target'),
  },
  {
    publishedOn: '2026-06-16',
    title: { ar: 'اللياقة البدنية والقوة للرماة', en: 'Strength and fitness for archers' },
    summary: {
      ar: 'الرمي بالقوس يتطلب عضلات ظهر وكتفين قوية وقدرة على التحمل؛ تمارين بسيطة تساعدك على ذلك.',
      en: 'Archery needs strong back and shoulder muscles and endurance; simple exercises help you build them.',
    },
    author: { ar: 'سالم راشد الكعبي', en: 'Salem Rashed Al Kaabi' },
    body: {
      ar: `قد يرمي الرامي أكثر من مئة سهم في يوم المنافسة، وكل رمية تعني رفع القوس وشدّه والثبات لثوانٍ. لذلك تحتاج الرياضة إلى لياقة خاصة.

## تمارين مقترحة

- تمارين الشدّ بالأحزمة المطاطية لتقوية عضلات الظهر.
- تمارين تثبيت الكتفين بأوزان خفيفة.
- تمارين الجذع والتوازن مثل البلانك.
- المشي أو الجري الخفيف لتحسين التحمل.

## تنبيه

ابدأ بأحمال خفيفة وزد تدريجياً، واستشر المدرب أو أخصائي العلاج الطبيعي عند الشعور بأي ألم في الكتف.`,
      en: `An archer may shoot more than a hundred arrows on a competition day, and every shot means raising the bow, drawing and holding for several seconds. The sport needs its own kind of fitness.

## Suggested exercises

- Resistance band pulls to strengthen the back.
- Shoulder stability work with light weights.
- Core and balance exercises such as the plank.
- Walking or easy running for endurance.

## A word of caution

Start light and build up gradually, and see your coach or a physiotherapist if you feel any pain in the shoulder.`,
    },
    image: null,
  },
  {
    publishedOn: '2026-05-18',
    title: {
      ar: 'تدريب الأطفال: المتعة والسلامة أولاً',
      en: 'Coaching children: fun and safety first',
    },
    summary: {
      ar: 'الأطفال يتعلمون القوس والسهم بسرعة إذا كانت الحصص ممتعة وآمنة ومناسبة لأعمارهم.',
      en: 'Children learn archery quickly when sessions are fun, safe and suited to their age.',
    },
    author: { ar: 'مريم عبدالله الشامسي', en: 'Maryam Abdulla Al Shamsi' },
    body: {
      ar: `يبدأ كثير من الأبطال ممارسة الرياضة في سن مبكرة. ومهمة المدرب في هذه المرحلة أن يزرع حب الرياضة قبل الحرص على النتائج.

## نصائح للمدربين

- استخدم أقواساً بقوة شدّ خفيفة جداً وأهدافاً كبيرة على مسافات قصيرة.
- اجعل الحصص قصيرة ومتنوعة، مع ألعاب تعتمد على الرمي.
- علّم قواعد السلامة من أول حصة، وكررها بأسلوب بسيط.
- امدح التقدم في التقنية لا عدد النقاط فقط.

## دور الأسرة

تشجيع الأسرة وحضورها بعض الحصص يعزز ثقة الطفل، لكن التوجيه الفني يبقى مسؤولية المدرب.`,
      en: `Many champions start the sport at a young age. At this stage a coach's job is to grow a love for the sport before chasing results.

## Tips for coaches

- Use very light bows and large targets at short distances.
- Keep sessions short and varied, with games built around shooting.
- Teach the safety rules from the first session, and repeat them simply.
- Praise progress in technique, not only the score.

## The family's role

Encouragement from the family, and coming to some sessions, builds a child's confidence, but technical guidance stays the coach's job.`,
    },
    image: photo('articles/2026/coaching-children.jpg', 'indoor'),
  },
  {
    publishedOn: '2026-04-20',
    title: { ar: 'رماية أصحاب الهمم: رياضة تتسع للجميع', en: 'Para archery: one sport for everyone' },
    summary: {
      ar: 'يتنافس رماة أصحاب الهمم وفق فئات تصنيف تضمن العدالة، وكثيراً ما يتدربون جنباً إلى جنب مع غيرهم.',
      en: 'Para archers compete in sport classes that keep the contest fair, and often train side by side with other archers.',
    },
    author: { ar: 'عائشة حمد السويدي', en: 'Aisha Hamad Al Suwaidi' },
    body: {
      ar: `القوس والسهم من الرياضات القليلة التي يمكن أن يتنافس فيها الرماة من أصحاب الهمم مع غيرهم على الخط نفسه.

## التصنيف

يحدد المصنّفون المعتمدون فئة كل رامٍ بحسب نوع الإعاقة ودرجتها، ويُسمح في بعض الفئات بمعدات مساعدة مثل أدوات الإطلاق الخاصة أو الكراسي.

## في الأندية

- تهيئة الممرات والمداخل لاستخدام الكراسي المتحركة.
- تخصيص أماكن على خط الرماية تتسع للكراسي.
- تدريب المدربين على تكييف التقنية مع احتياجات كل رامٍ.

يدعم الاتحاد الأندية التي تفتح أبوابها لرماة أصحاب الهمم، ويمكن التواصل معه لمعرفة برامج الدعم المتاحة.`,
      en: `Archery is one of the few sports where para archers can compete with other archers on the same line.

## Classification

Accredited classifiers place each archer in a sport class according to the type and degree of impairment. Some classes allow assistive equipment such as special release aids or chairs.

## At the clubs

- Make paths and entrances usable with wheelchairs.
- Keep places on the shooting line wide enough for chairs.
- Train coaches to adapt technique to each archer's needs.

The federation supports clubs that welcome para archers; contact it to learn about the support available.`,
    },
    image: photo('articles/2026/para-archery.jpg', 'archer'),
  },
  {
    publishedOn: '2026-03-22',
    title: {
      ar: 'الضبط الأساسي للقوس الأولمبي: ارتفاع الوتر ونقطة التلقيم',
      en: 'Basic recurve tuning: brace height and nocking point',
    },
    summary: {
      ar: 'ضبطان بسيطان يغيّران طيران السهم كثيراً، ويمكن لأي رامٍ إجراؤهما بأدوات بسيطة.',
      en: 'Two simple adjustments change arrow flight a great deal, and any archer can make them with basic tools.',
    },
    author: { ar: 'يوسف إبراهيم الحمادي', en: 'Yousef Ibrahim Al Hammadi' },
    body: {
      ar: `قبل البحث عن أسباب تشتت الأسهم في التقنية، تأكد من أن قوسك مضبوط ضبطاً صحيحاً.

## ارتفاع الوتر

هو المسافة بين الوتر وأعمق نقطة في المقبض. يحدد الصانع مدى موصى به، ويُعدَّل بلفّ الوتر أو فكّه. الارتفاع المناسب يجعل صوت الرمية أهدأ وطيران السهم أنظف.

## نقطة التلقيم

هي موضع تثبيت السهم على الوتر، وتكون عادة أعلى قليلاً من الخط العمودي على المسند. نقطة منخفضة جداً تجعل السهم يرتطم بالمسند.

## خطوات عملية

1. قِس ارتفاع الوتر بمسطرة الضبط، وسجّل القيمة.
2. ثبّت نقطة التلقيم بحلقة معدنية أو خيط.
3. ارمِ مجموعة من الأسهم، ثم عدّل ارتفاع الوتر بمقدار صغير في كل مرة.
4. اعتمد الضبط الذي يعطي أصغر تجمع للأسهم.`,
      en: `Before looking for the cause of scattered arrows in your technique, make sure your bow is set up correctly.

## Brace height

The distance between the string and the deepest point of the grip. The maker gives a recommended range; you adjust it by twisting or untwisting the string. The right brace height makes the shot quieter and the arrow's flight cleaner.

## Nocking point

Where the arrow sits on the string, usually slightly above square to the rest. A nocking point that is too low makes the arrow strike the rest.

## Step by step

1. Measure the brace height with a bow square and note it.
2. Fix the nocking point with a brass nock set or thread.
3. Shoot a group, then change the brace height a little at a time.
4. Keep the setting that gives the smallest group.`,
    },
    image: photo('articles/2026/recurve-tuning.jpg', 'bow'),
  },
];
