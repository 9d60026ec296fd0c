import sys

from svafam.cli import main

sys.exit(main())
