"""`python -m bot` is `muggins`."""

import sys

from bot.cli import main

sys.exit(main())
