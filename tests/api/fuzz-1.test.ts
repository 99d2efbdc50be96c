import { fuzzShare } from './fuzz-support';

fuzzShare(0, 3);
