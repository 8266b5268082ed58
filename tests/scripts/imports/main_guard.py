# __name__ is '__main__' in the script and the module's name when imported.
import imported_guarded

print(__name__)
if __name__ == '__main__':
    print('main guard runs')
print(imported_guarded.who(), imported_guarded.__name__)
