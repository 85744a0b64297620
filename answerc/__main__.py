"""``python -m answerc``."""

import sys

from answerc.cli import main

sys.exit(main())
