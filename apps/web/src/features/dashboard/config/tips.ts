/**
 * The tip of the day: one of these each day, in turn (texts under `dashboard:overview.tips`). A
 * tip that states a figure or a finding names its source, which was read for it; the others are
 * about using Ascend itself and state nothing beyond the product's own rules.
 */
interface TipSource {
  /** Authors and year, the same in every language. */
  label: string;
  url: string;
}

export interface Tip {
  key: string;
  source?: TipSource;
}

const SLEEP_CONSENSUS: TipSource = {
  // Watson NF et al. Recommended amount of sleep for a healthy adult: a joint consensus statement
  // of the AASM and SRS. J Clin Sleep Med 2015;11(6):591–592.
  label: 'Watson et al., 2015 (AASM/SRS)',
  url: 'https://doi.org/10.5664/jcsm.4758',
};
const WHO_2020: TipSource = {
  // Bull FC et al. World Health Organization 2020 guidelines on physical activity and sedentary
  // behaviour. Br J Sports Med 2020;54:1451–1462.
  label: 'Bull et al., 2020 (WHO guidelines)',
  url: 'https://doi.org/10.1136/bjsports-2020-102955',
};
const HABIT_FORMATION: TipSource = {
  // Lally P et al. How are habits formed: modelling habit formation in the real world.
  // Eur J Soc Psychol 2010;40:998–1009.
  label: 'Lally et al., 2010',
  url: 'https://doi.org/10.1002/ejsp.674',
};
const IF_THEN_PLANS: TipSource = {
  // Gollwitzer PM, Sheeran P. Implementation intentions and goal achievement: a meta-analysis of
  // effects and processes. Advances in Experimental Social Psychology 2006;38:69–119.
  label: 'Gollwitzer & Sheeran, 2006',
  url: 'https://www.researchgate.net/publication/37367696_Implementation_Intentions_and_Goal_Achievement_A_Meta-Analysis_of_Effects_and_Processes',
};
const DAILY_STEPS: TipSource = {
  // Paluch AE et al. Daily steps and all-cause mortality: a meta-analysis of 15 international
  // cohorts. Lancet Public Health 2022;7(3):e219–e228.
  label: 'Paluch et al., 2022',
  url: 'https://doi.org/10.1016/S2468-2667(21)00302-9',
};

const TIPS: readonly Tip[] = [
  { key: 'sleep', source: SLEEP_CONSENSUS },
  { key: 'checkInMoment' },
  { key: 'activity', source: WHO_2020 },
  { key: 'restDay' },
  { key: 'habitTime', source: HABIT_FORMATION },
  { key: 'diaryTags' },
  { key: 'missedDay', source: HABIT_FORMATION },
  { key: 'pause' },
  { key: 'ifThen', source: IF_THEN_PLANS },
  { key: 'startSmall' },
  { key: 'strength', source: WHO_2020 },
  { key: 'dayStart' },
  { key: 'steps', source: DAILY_STEPS },
  { key: 'sitLess', source: WHO_2020 },
  { key: 'someIsBetter', source: WHO_2020 },
  { key: 'export' },
];

/** The same tip all day for everyone on that date, the next one the day after. */
export function tipOfTheDay(date: string): Tip {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return TIPS[((day % TIPS.length) + TIPS.length) % TIPS.length]!;
}
