"""The sandbox's own side: code that runs in the launcher and init processes, before and around
the command. Standard library only, no import of svafam: it runs under ``python -I -S`` with
this folder's parent as its only import path (:mod:`svafam.sandbox.launch`)."""
