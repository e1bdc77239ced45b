/**
 * The exercise library (issue 18): about a hundred common exercises, written here with their names
 * in English and Spanish, muscle groups, equipment and kind. It is code rather than rows: every
 * user shares it, it changes only with a release, and the web can search it offline. Ids are
 * stable slugs that stored sets point at: never rename one (add a new entry instead).
 */
import type { Equipment, Exercise, ExerciseKind, MuscleGroup } from './exercises.js';

type Entry = [
  id: string,
  en: string,
  es: string,
  kind: ExerciseKind,
  equipment: Equipment,
  primary: MuscleGroup[],
  secondary: MuscleGroup[],
];

// One line an exercise reads as a table; prettier would spread each over nine.
// prettier-ignore
const ENTRIES: Entry[] = [
  // Chest
  ['barbell-bench-press', 'Bench Press (Barbell)', 'Press de banca (barra)', 'weight_reps', 'barbell', ['chest'], ['triceps', 'shoulders']],
  ['dumbbell-bench-press', 'Bench Press (Dumbbell)', 'Press de banca (mancuernas)', 'weight_reps', 'dumbbell', ['chest'], ['triceps', 'shoulders']],
  ['incline-barbell-bench-press', 'Incline Bench Press (Barbell)', 'Press inclinado (barra)', 'weight_reps', 'barbell', ['chest'], ['shoulders', 'triceps']],
  ['incline-dumbbell-bench-press', 'Incline Bench Press (Dumbbell)', 'Press inclinado (mancuernas)', 'weight_reps', 'dumbbell', ['chest'], ['shoulders', 'triceps']],
  ['decline-barbell-bench-press', 'Decline Bench Press (Barbell)', 'Press declinado (barra)', 'weight_reps', 'barbell', ['chest'], ['triceps']],
  ['close-grip-bench-press', 'Close-Grip Bench Press', 'Press de banca agarre cerrado', 'weight_reps', 'barbell', ['triceps'], ['chest', 'shoulders']],
  ['smith-machine-bench-press', 'Bench Press (Smith Machine)', 'Press de banca (máquina Smith)', 'weight_reps', 'smith_machine', ['chest'], ['triceps', 'shoulders']],
  ['machine-chest-press', 'Chest Press (Machine)', 'Press de pecho (máquina)', 'weight_reps', 'machine', ['chest'], ['triceps', 'shoulders']],
  ['dumbbell-fly', 'Chest Fly (Dumbbell)', 'Aperturas (mancuernas)', 'weight_reps', 'dumbbell', ['chest'], ['shoulders']],
  ['cable-crossover', 'Cable Crossover', 'Cruce de poleas', 'weight_reps', 'cable', ['chest'], ['shoulders']],
  ['pec-deck', 'Pec Deck (Machine)', 'Contractor de pecho (máquina)', 'weight_reps', 'machine', ['chest'], []],
  ['push-up', 'Push-Up', 'Flexiones', 'reps', 'bodyweight', ['chest'], ['triceps', 'shoulders']],
  ['chest-dip', 'Dip (Chest)', 'Fondos (pecho)', 'reps', 'bodyweight', ['chest'], ['triceps', 'shoulders']],
  // Back
  ['barbell-deadlift', 'Deadlift (Barbell)', 'Peso muerto (barra)', 'weight_reps', 'barbell', ['hamstrings', 'glutes', 'lower_back'], ['quadriceps', 'traps', 'forearms']],
  ['sumo-deadlift', 'Sumo Deadlift (Barbell)', 'Peso muerto sumo (barra)', 'weight_reps', 'barbell', ['glutes', 'quadriceps', 'adductors'], ['hamstrings', 'lower_back']],
  ['trap-bar-deadlift', 'Deadlift (Trap Bar)', 'Peso muerto (barra hexagonal)', 'weight_reps', 'trap_bar', ['quadriceps', 'glutes'], ['hamstrings', 'lower_back', 'traps']],
  ['romanian-deadlift', 'Romanian Deadlift (Barbell)', 'Peso muerto rumano (barra)', 'weight_reps', 'barbell', ['hamstrings'], ['glutes', 'lower_back']],
  ['dumbbell-romanian-deadlift', 'Romanian Deadlift (Dumbbell)', 'Peso muerto rumano (mancuernas)', 'weight_reps', 'dumbbell', ['hamstrings'], ['glutes', 'lower_back']],
  ['pull-up', 'Pull-Up', 'Dominadas', 'reps', 'bodyweight', ['lats'], ['biceps', 'upper_back']],
  ['chin-up', 'Chin-Up', 'Dominadas supinas', 'reps', 'bodyweight', ['lats', 'biceps'], ['upper_back']],
  ['weighted-pull-up', 'Pull-Up (Weighted)', 'Dominadas lastradas', 'weight_reps', 'other', ['lats'], ['biceps', 'upper_back']],
  ['assisted-pull-up', 'Pull-Up (Assisted)', 'Dominadas asistidas', 'weight_reps', 'machine', ['lats'], ['biceps']],
  ['lat-pulldown', 'Lat Pulldown (Cable)', 'Jalón al pecho (polea)', 'weight_reps', 'cable', ['lats'], ['biceps', 'upper_back']],
  ['close-grip-lat-pulldown', 'Lat Pulldown (Close Grip)', 'Jalón agarre cerrado (polea)', 'weight_reps', 'cable', ['lats'], ['biceps']],
  ['barbell-row', 'Bent Over Row (Barbell)', 'Remo inclinado (barra)', 'weight_reps', 'barbell', ['upper_back', 'lats'], ['biceps', 'lower_back']],
  ['pendlay-row', 'Pendlay Row (Barbell)', 'Remo Pendlay (barra)', 'weight_reps', 'barbell', ['upper_back', 'lats'], ['biceps', 'lower_back']],
  ['dumbbell-row', 'Row (Dumbbell, One Arm)', 'Remo a una mano (mancuerna)', 'weight_reps', 'dumbbell', ['lats', 'upper_back'], ['biceps']],
  ['seated-cable-row', 'Seated Row (Cable)', 'Remo sentado (polea)', 'weight_reps', 'cable', ['upper_back', 'lats'], ['biceps']],
  ['t-bar-row', 'T-Bar Row', 'Remo en T', 'weight_reps', 'barbell', ['upper_back', 'lats'], ['biceps', 'lower_back']],
  ['machine-row', 'Row (Machine)', 'Remo (máquina)', 'weight_reps', 'machine', ['upper_back', 'lats'], ['biceps']],
  ['inverted-row', 'Inverted Row', 'Remo invertido', 'reps', 'bodyweight', ['upper_back'], ['lats', 'biceps']],
  ['straight-arm-pulldown', 'Straight-Arm Pulldown (Cable)', 'Pullover en polea', 'weight_reps', 'cable', ['lats'], ['triceps']],
  ['back-extension', 'Back Extension', 'Hiperextensiones', 'reps', 'bodyweight', ['lower_back'], ['glutes', 'hamstrings']],
  ['good-morning', 'Good Morning (Barbell)', 'Buenos días (barra)', 'weight_reps', 'barbell', ['hamstrings', 'lower_back'], ['glutes']],
  ['barbell-shrug', 'Shrug (Barbell)', 'Encogimientos (barra)', 'weight_reps', 'barbell', ['traps'], ['forearms']],
  ['dumbbell-shrug', 'Shrug (Dumbbell)', 'Encogimientos (mancuernas)', 'weight_reps', 'dumbbell', ['traps'], ['forearms']],
  ['face-pull', 'Face Pull (Cable)', 'Face pull (polea)', 'weight_reps', 'cable', ['shoulders', 'upper_back'], ['traps']],
  // Shoulders
  ['overhead-press', 'Overhead Press (Barbell)', 'Press militar (barra)', 'weight_reps', 'barbell', ['shoulders'], ['triceps', 'traps']],
  ['seated-dumbbell-shoulder-press', 'Shoulder Press (Dumbbell)', 'Press de hombros (mancuernas)', 'weight_reps', 'dumbbell', ['shoulders'], ['triceps']],
  ['arnold-press', 'Arnold Press (Dumbbell)', 'Press Arnold (mancuernas)', 'weight_reps', 'dumbbell', ['shoulders'], ['triceps']],
  ['machine-shoulder-press', 'Shoulder Press (Machine)', 'Press de hombros (máquina)', 'weight_reps', 'machine', ['shoulders'], ['triceps']],
  ['push-press', 'Push Press', 'Push press', 'weight_reps', 'barbell', ['shoulders'], ['triceps', 'quadriceps']],
  ['dumbbell-lateral-raise', 'Lateral Raise (Dumbbell)', 'Elevaciones laterales (mancuernas)', 'weight_reps', 'dumbbell', ['shoulders'], ['traps']],
  ['cable-lateral-raise', 'Lateral Raise (Cable)', 'Elevaciones laterales (polea)', 'weight_reps', 'cable', ['shoulders'], []],
  ['dumbbell-front-raise', 'Front Raise (Dumbbell)', 'Elevaciones frontales (mancuernas)', 'weight_reps', 'dumbbell', ['shoulders'], []],
  ['reverse-fly', 'Reverse Fly (Dumbbell)', 'Pájaros (mancuernas)', 'weight_reps', 'dumbbell', ['shoulders'], ['upper_back']],
  ['reverse-pec-deck', 'Reverse Fly (Machine)', 'Aperturas inversas (máquina)', 'weight_reps', 'machine', ['shoulders'], ['upper_back']],
  ['upright-row', 'Upright Row (Barbell)', 'Remo al mentón (barra)', 'weight_reps', 'barbell', ['shoulders', 'traps'], ['biceps']],
  ['pike-push-up', 'Pike Push-Up', 'Flexiones en pica', 'reps', 'bodyweight', ['shoulders'], ['triceps']],
  // Arms
  ['barbell-curl', 'Bicep Curl (Barbell)', 'Curl de bíceps (barra)', 'weight_reps', 'barbell', ['biceps'], ['forearms']],
  ['ez-bar-curl', 'Bicep Curl (EZ Bar)', 'Curl de bíceps (barra Z)', 'weight_reps', 'ez_bar', ['biceps'], ['forearms']],
  ['dumbbell-curl', 'Bicep Curl (Dumbbell)', 'Curl de bíceps (mancuernas)', 'weight_reps', 'dumbbell', ['biceps'], ['forearms']],
  ['hammer-curl', 'Hammer Curl (Dumbbell)', 'Curl martillo (mancuernas)', 'weight_reps', 'dumbbell', ['biceps', 'forearms'], []],
  ['incline-dumbbell-curl', 'Incline Curl (Dumbbell)', 'Curl inclinado (mancuernas)', 'weight_reps', 'dumbbell', ['biceps'], []],
  ['preacher-curl', 'Preacher Curl', 'Curl predicador', 'weight_reps', 'ez_bar', ['biceps'], ['forearms']],
  ['concentration-curl', 'Concentration Curl (Dumbbell)', 'Curl concentrado (mancuerna)', 'weight_reps', 'dumbbell', ['biceps'], []],
  ['cable-curl', 'Bicep Curl (Cable)', 'Curl de bíceps (polea)', 'weight_reps', 'cable', ['biceps'], ['forearms']],
  ['triceps-pushdown', 'Triceps Pushdown (Cable)', 'Extensión de tríceps en polea', 'weight_reps', 'cable', ['triceps'], []],
  ['overhead-triceps-extension', 'Overhead Triceps Extension (Dumbbell)', 'Extensión de tríceps sobre la cabeza (mancuerna)', 'weight_reps', 'dumbbell', ['triceps'], []],
  ['cable-overhead-triceps-extension', 'Overhead Triceps Extension (Cable)', 'Extensión de tríceps sobre la cabeza (polea)', 'weight_reps', 'cable', ['triceps'], []],
  ['skull-crusher', 'Skull Crusher (EZ Bar)', 'Press francés (barra Z)', 'weight_reps', 'ez_bar', ['triceps'], []],
  ['triceps-dip', 'Dip (Triceps)', 'Fondos (tríceps)', 'reps', 'bodyweight', ['triceps'], ['chest', 'shoulders']],
  ['bench-dip', 'Bench Dip', 'Fondos en banco', 'reps', 'bodyweight', ['triceps'], ['shoulders']],
  ['dumbbell-kickback', 'Triceps Kickback (Dumbbell)', 'Patada de tríceps (mancuerna)', 'weight_reps', 'dumbbell', ['triceps'], []],
  ['wrist-curl', 'Wrist Curl (Barbell)', 'Curl de muñeca (barra)', 'weight_reps', 'barbell', ['forearms'], []],
  ['farmers-walk', "Farmer's Walk", 'Paseo del granjero', 'distance', 'dumbbell', ['forearms', 'traps'], ['abs', 'glutes']],
  // Legs
  ['barbell-back-squat', 'Squat (Barbell)', 'Sentadilla (barra)', 'weight_reps', 'barbell', ['quadriceps', 'glutes'], ['hamstrings', 'lower_back', 'adductors']],
  ['front-squat', 'Front Squat (Barbell)', 'Sentadilla frontal (barra)', 'weight_reps', 'barbell', ['quadriceps'], ['glutes', 'abs']],
  ['goblet-squat', 'Goblet Squat', 'Sentadilla goblet', 'weight_reps', 'kettlebell', ['quadriceps', 'glutes'], ['abs']],
  ['smith-machine-squat', 'Squat (Smith Machine)', 'Sentadilla (máquina Smith)', 'weight_reps', 'smith_machine', ['quadriceps', 'glutes'], ['hamstrings']],
  ['hack-squat', 'Hack Squat (Machine)', 'Sentadilla hack (máquina)', 'weight_reps', 'machine', ['quadriceps'], ['glutes']],
  ['leg-press', 'Leg Press (Machine)', 'Prensa de piernas (máquina)', 'weight_reps', 'machine', ['quadriceps', 'glutes'], ['hamstrings']],
  ['bulgarian-split-squat', 'Bulgarian Split Squat (Dumbbell)', 'Sentadilla búlgara (mancuernas)', 'weight_reps', 'dumbbell', ['quadriceps', 'glutes'], ['hamstrings', 'adductors']],
  ['walking-lunge', 'Walking Lunge (Dumbbell)', 'Zancadas caminando (mancuernas)', 'weight_reps', 'dumbbell', ['quadriceps', 'glutes'], ['hamstrings']],
  ['barbell-lunge', 'Lunge (Barbell)', 'Zancadas (barra)', 'weight_reps', 'barbell', ['quadriceps', 'glutes'], ['hamstrings']],
  ['bodyweight-squat', 'Air Squat', 'Sentadilla sin peso', 'reps', 'bodyweight', ['quadriceps', 'glutes'], []],
  ['step-up', 'Step-Up (Dumbbell)', 'Subida al cajón (mancuernas)', 'weight_reps', 'dumbbell', ['quadriceps', 'glutes'], ['hamstrings']],
  ['leg-extension', 'Leg Extension (Machine)', 'Extensión de cuádriceps (máquina)', 'weight_reps', 'machine', ['quadriceps'], []],
  ['lying-leg-curl', 'Lying Leg Curl (Machine)', 'Curl femoral tumbado (máquina)', 'weight_reps', 'machine', ['hamstrings'], ['calves']],
  ['seated-leg-curl', 'Seated Leg Curl (Machine)', 'Curl femoral sentado (máquina)', 'weight_reps', 'machine', ['hamstrings'], []],
  ['nordic-curl', 'Nordic Hamstring Curl', 'Curl nórdico', 'reps', 'bodyweight', ['hamstrings'], []],
  ['barbell-hip-thrust', 'Hip Thrust (Barbell)', 'Hip thrust (barra)', 'weight_reps', 'barbell', ['glutes'], ['hamstrings']],
  ['glute-bridge', 'Glute Bridge', 'Puente de glúteos', 'reps', 'bodyweight', ['glutes'], ['hamstrings']],
  ['cable-pull-through', 'Pull-Through (Cable)', 'Pull-through (polea)', 'weight_reps', 'cable', ['glutes'], ['hamstrings']],
  ['hip-abduction-machine', 'Hip Abduction (Machine)', 'Abducción de cadera (máquina)', 'weight_reps', 'machine', ['abductors'], ['glutes']],
  ['hip-adduction-machine', 'Hip Adduction (Machine)', 'Aducción de cadera (máquina)', 'weight_reps', 'machine', ['adductors'], []],
  ['standing-calf-raise', 'Standing Calf Raise (Machine)', 'Elevación de talones de pie (máquina)', 'weight_reps', 'machine', ['calves'], []],
  ['seated-calf-raise', 'Seated Calf Raise (Machine)', 'Elevación de talones sentado (máquina)', 'weight_reps', 'machine', ['calves'], []],
  ['kettlebell-swing', 'Kettlebell Swing', 'Swing con kettlebell', 'weight_reps', 'kettlebell', ['glutes', 'hamstrings'], ['lower_back', 'shoulders']],
  // Olympic and full body
  ['power-clean', 'Power Clean', 'Cargada de potencia', 'weight_reps', 'barbell', ['quadriceps', 'glutes', 'traps'], ['hamstrings', 'shoulders']],
  ['clean-and-jerk', 'Clean and Jerk', 'Dos tiempos', 'weight_reps', 'barbell', ['quadriceps', 'glutes', 'shoulders'], ['traps', 'triceps']],
  ['snatch', 'Snatch', 'Arrancada', 'weight_reps', 'barbell', ['quadriceps', 'glutes', 'shoulders'], ['traps', 'hamstrings']],
  ['thruster', 'Thruster (Barbell)', 'Thruster (barra)', 'weight_reps', 'barbell', ['quadriceps', 'shoulders'], ['glutes', 'triceps']],
  ['burpee', 'Burpee', 'Burpee', 'reps', 'bodyweight', ['cardio'], ['chest', 'quadriceps']],
  ['box-jump', 'Box Jump', 'Salto al cajón', 'reps', 'bodyweight', ['quadriceps', 'glutes'], ['calves']],
  // Core
  ['plank', 'Plank', 'Plancha', 'time', 'bodyweight', ['abs'], ['obliques', 'shoulders']],
  ['side-plank', 'Side Plank', 'Plancha lateral', 'time', 'bodyweight', ['obliques'], ['abs']],
  ['crunch', 'Crunch', 'Encogimiento abdominal', 'reps', 'bodyweight', ['abs'], []],
  ['cable-crunch', 'Cable Crunch', 'Encogimiento en polea', 'weight_reps', 'cable', ['abs'], []],
  ['hanging-leg-raise', 'Hanging Leg Raise', 'Elevación de piernas colgado', 'reps', 'bodyweight', ['abs'], ['obliques', 'forearms']],
  ['russian-twist', 'Russian Twist', 'Giro ruso', 'reps', 'bodyweight', ['obliques'], ['abs']],
  ['ab-wheel-rollout', 'Ab Wheel Rollout', 'Rueda abdominal', 'reps', 'other', ['abs'], ['lats', 'shoulders']],
  ['pallof-press', 'Pallof Press (Cable)', 'Press Pallof (polea)', 'weight_reps', 'cable', ['obliques', 'abs'], []],
  ['dead-bug', 'Dead Bug', 'Bicho muerto', 'reps', 'bodyweight', ['abs'], []],
  ['neck-curl', 'Neck Curl (Plate)', 'Flexión de cuello (disco)', 'weight_reps', 'other', ['neck'], []],
  // Cardio
  ['running', 'Running', 'Carrera', 'distance', 'bodyweight', ['cardio'], ['quadriceps', 'calves']],
  ['treadmill-running', 'Running (Treadmill)', 'Carrera (cinta)', 'distance', 'machine', ['cardio'], ['quadriceps', 'calves']],
  ['cycling', 'Cycling', 'Ciclismo', 'distance', 'other', ['cardio'], ['quadriceps']],
  ['stationary-bike', 'Cycling (Stationary Bike)', 'Bicicleta estática', 'time', 'machine', ['cardio'], ['quadriceps']],
  ['rowing-machine', 'Rowing (Machine)', 'Remo (máquina de remo)', 'distance', 'machine', ['cardio'], ['upper_back', 'quadriceps']],
  ['elliptical', 'Elliptical Trainer', 'Elíptica', 'time', 'machine', ['cardio'], []],
  ['stair-climber', 'Stair Climber', 'Escaladora', 'time', 'machine', ['cardio'], ['glutes', 'calves']],
  ['jump-rope', 'Jump Rope', 'Saltar la comba', 'time', 'other', ['cardio'], ['calves']],
  ['swimming', 'Swimming', 'Natación', 'distance', 'bodyweight', ['cardio'], ['lats', 'shoulders']],
  ['walking', 'Walking', 'Caminata', 'distance', 'bodyweight', ['cardio'], []],
];

/** The library, in the order above (by body region). */
export const EXERCISE_LIBRARY: readonly Exercise[] = ENTRIES.map(
  ([id, en, es, kind, equipment, primary, secondary]) => ({
    id,
    source: 'library',
    names: { en, es },
    primary_muscles: primary,
    secondary_muscles: secondary,
    equipment,
    kind,
  }),
);

const BY_ID = new Map(EXERCISE_LIBRARY.map((exercise) => [exercise.id, exercise]));

/** The library's exercise of this id, if it is one. */
export function libraryExercise(id: string): Exercise | undefined {
  return BY_ID.get(id);
}
