import { defineApiArea } from '../../lib/area';

// Base of issue 7: the tables are in place; the routes come with the area's work.
export default defineApiArea({ name: 'contracts', routes: async () => {} });
