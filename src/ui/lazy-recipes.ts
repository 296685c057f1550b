/**
 * Chakra recipes of components that only screens after the first one render: they are not in the
 * app's Chakra system (src/app/providers/theme.ts), which the entry carries, but given at each
 * component's root (`<Progress.Root recipe={progressSlotRecipe}>`, Chakra's `recipe` prop), so
 * they travel with the lazy chunk of the screen that uses them (decision 122). They are Chakra's
 * default recipes, unchanged: theme.test.ts checks that they are the ones of Chakra's full theme
 * and that every root of these components in src/ passes its recipe.
 */
export { avatarSlotRecipe } from '#chakra-theme/recipes/avatar';
export { comboboxSlotRecipe } from '#chakra-theme/recipes/combobox';
export { drawerSlotRecipe } from '#chakra-theme/recipes/drawer';
export { nativeSelectSlotRecipe } from '#chakra-theme/recipes/native-select';
export { progressSlotRecipe } from '#chakra-theme/recipes/progress';
export { switchSlotRecipe } from '#chakra-theme/recipes/switch';
export { tableSlotRecipe } from '#chakra-theme/recipes/table';
