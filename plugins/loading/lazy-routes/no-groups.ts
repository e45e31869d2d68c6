/** No lazily loaded route data (the server bundle and `npm start`): every table is in main.js. */
const groups: Record<string, () => Promise<unknown>> = {}
export default groups
