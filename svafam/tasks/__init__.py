"""Task builders for model evaluation beyond assertions: debugging tasks (fix a mutant) and
reference-model tasks (write a Python model of a module), and the waveforms they carry
(:mod:`svafam.tasks.waveform`). What scores a model's answer lives in :mod:`svafam.scoring`."""
