/** Where the apps remember the chosen language (localStorage). */
export const languageStorageKey = 'kopru.lang';
