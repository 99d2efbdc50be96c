import { fuzzShare } from './fuzz-support';

fuzzShare(1, 3);
