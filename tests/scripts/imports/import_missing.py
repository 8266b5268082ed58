# A module that does not exist.
print('before')
import no_such_module_anywhere
print('after')
