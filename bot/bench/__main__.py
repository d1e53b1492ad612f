"""`python -m bot.bench NAME [args]`."""

import sys

from bot.bench import main

sys.exit(main())
