// Pages render in both languages in the unit tests, as in the build.
import '../../src/lib/i18n/all-languages';
