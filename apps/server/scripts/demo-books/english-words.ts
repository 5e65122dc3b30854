// Word pools for the generated English prose; they mirror the Japanese pools in spirit.

export const EN_PEOPLE = [
  'the librarian',
  'a young cartographer',
  'the old bookbinder',
  'Mara',
  'Theo',
  'the lighthouse keeper',
  'a travelling photographer',
  "the postman's daughter",
  'the translator',
  'two children from the harbor',
] as const;

export const EN_TIMES = [
  'One morning',
  'At dusk',
  'On a rainy afternoon',
  'Just before dawn',
  'At the end of winter',
  'The day after the festival',
  'Under a bright moon',
  'On a Sunday afternoon',
  'That autumn',
] as const;

export const EN_PLACES = [
  'in the back stacks of the library',
  'in an old warehouse by the harbor',
  'at the café on the hill',
  'along the river path',
  'beneath the zelkova trees',
  'in the station waiting room',
  'in the attic room',
  'in the reading room after closing',
  'at the foot of the lighthouse',
  'in a corner of the market',
] as const;

export const EN_OBJECTS = [
  'an old map',
  'a single letter',
  'a book with a blue cover',
  'a silk bookmark',
  'a rusted key',
  'a glass bottle',
  'a faded photograph',
  'a handwritten catalogue',
  'a small wooden box',
  'a folded sheet of music',
] as const;

export const EN_VERBS_PAST = [
  'found',
  'reread',
  'opened carefully',
  'left behind',
  'put away',
  'gave away',
  'studied',
  'copied out',
  'put back',
  'packed',
] as const;

export const EN_ADJECTIVES = [
  'quiet',
  'weathered',
  'curious',
  'familiar',
  'small',
  'pale blue',
  'gentle',
  'distant',
  'forgotten',
  'warm',
] as const;

export const EN_NOUNS = [
  'story',
  'memory',
  'promise',
  'season',
  'journey',
  'town',
  'dream',
  'word',
  'sea',
  'star',
] as const;

export const EN_WEATHER = [
  'A thin rain was falling outside the window',
  'The wind moved through the zelkova leaves',
  'A pale layer of cloud covered the sky',
  'Somewhere far off, a ship sounded its horn',
  'Snow was settling without a sound',
  'The evening sun turned the river red',
] as const;

export const EN_THOUGHTS = [
  'remembered something from long ago',
  'looked for the courage to turn the next page',
  'wondered who had written it',
  'felt something that had no words yet',
  'stayed silent for a while',
  'let out a small breath',
] as const;

export const EN_DIALOGUES = [
  'This book has not ended yet',
  'Have we met somewhere before?',
  'May I come back tomorrow?',
  'Words are waiting to be read',
  'At the edge of the map there is a town with no name',
  'The page you are looking for is surely on this shelf',
  'There is no hurry. Books do not run away',
  'Who do you think this letter was meant for?',
] as const;

export const EN_SAY_VERBS = [
  'said',
  'murmured',
  'whispered',
  'answered with a smile',
  'said quietly',
] as const;
