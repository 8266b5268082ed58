# Run alone, its guard fires; imported by main_guard.py, it does not.
def who():
    return 'module ' + __name__


if __name__ == '__main__':
    print('imported_guarded run as a script')
else:
    print('imported_guarded imported')
