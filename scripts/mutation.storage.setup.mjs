// Runs before each test file of the storage mutation group: the fake IndexedDB its tests store games in, and nothing
// else (tests/unit/setup.ts also loads every language's strings, which no storage test reads).
import 'fake-indexeddb/auto';
