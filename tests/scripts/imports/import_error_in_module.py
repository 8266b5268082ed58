# An error while a module runs reaches the importer with both frames.
print('start')
import imported_broken
